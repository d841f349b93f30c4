// `node statement-churn.mjs <sqlite file>`: prepares many distinct statements on better-sqlite3,
// drops them, and then does nothing for longer than V8's memory reducer waits (8 s), so the
// collection that finalises them runs idle, outside any JavaScript call. That is where
// better-sqlite3 12 aborted the process on Node 24.19+. Prints "survived N statements".
import Database from 'better-sqlite3';

const STATEMENTS = 20_000;
const IDLE_MS = 10_000;
const [, , file] = process.argv;

const db = new Database(file);
db.exec('create table if not exists churn (id integer primary key, label text)');
db.prepare('insert into churn (label) values (?)').run('first');
for (let i = 0; i < STATEMENTS; i += 1) db.prepare(`select label, ${i} as n from churn where id = ?`).get(1);
await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
db.close();
console.log(`survived ${STATEMENTS} statements`);
