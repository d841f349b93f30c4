import type { CheckReply, CheckRequest } from './check-answer';
import { answerIssues } from './schema-ref';

// The answer checker's thread (check-answer.ts): each message an answer's text to check against
// a named schema. The text is JSON the page has already read, so parsing it here cannot fail.
self.addEventListener('message', ({ data }: MessageEvent<CheckRequest>) => {
  const answer: unknown = data.text === '' ? undefined : JSON.parse(data.text);
  answerIssues(data, answer).then(
    (issues) => self.postMessage({ id: data.id, issues } satisfies CheckReply),
    // A schema module that did not load (offline, not yet cached): the page tries itself.
    () => self.postMessage({ id: data.id, issues: null, failed: true } satisfies CheckReply),
  );
});
