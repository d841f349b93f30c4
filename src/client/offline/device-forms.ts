import type { Pertanyaan } from '../../shared/schemas/questionnaires';
import { refreshBundle, type RefreshResult } from './bundle-store';
import { cachedEvents, cachedKuesionerOf, cachedPertanyaanOf, cachedQuestionsOf } from './cached-forms';
import { type DraftFields, loadDraft, saveDraft } from './drafts';
import { META_KEYS, readMeta } from './meta';
import type { CachedEvent, CachedKuesioner, Draft } from './offline-db';
import { deviceDb } from './runtime';

/**
 * The survey screen's door to the forms cached on this device and to its draft. Its reads never
 * touch the network, so they work the same with no signal; refreshForms alone downloads the forms
 * anew when there is a connection.
 */

export const cachedEventList = (): Promise<CachedEvent[]> => cachedEvents(deviceDb());

export const cachedKuesionerList = (eventId: number): Promise<CachedKuesioner[]> => cachedKuesionerOf(deviceDb(), eventId);

export const cachedPertanyaanList = (kuesionerId: number): Promise<Pertanyaan[]> => cachedPertanyaanOf(deviceDb(), kuesionerId);

/** The cached questions of these forms, by id, so stored answers read with their questions. */
export const cachedQuestionsById = (kuesionerIds: readonly number[]): Promise<Map<number, Pertanyaan>> =>
  cachedQuestionsOf(deviceDb(), kuesionerIds);

/** When the cached forms last came from the server. */
export const formsUpdatedAt = (): Promise<string | undefined> => readMeta<string>(deviceDb(), META_KEYS.bundleUpdatedAt);

export const refreshForms = (token: string): Promise<RefreshResult> => refreshBundle(deviceDb(), token);

export const draftOf = (userId: number): Promise<Draft | undefined> => loadDraft(deviceDb(), userId);

export const keepDraft = (userId: number, fields: DraftFields): Promise<void> => saveDraft(deviceDb(), userId, fields);
