/** The device database's name, apart from Dexie's code: the start-up bundle asks whether it exists. */
export const OFFLINE_DB_NAME = 'sport-impact-offline';
