// Runs before every npm script that starts the app or its tests. npm puts the Node of the `node`
// package (a dependency: Node 24 LTS) first on the scripts' PATH, so this normally passes even on a
// machine whose own Node is older; when that package is missing, one plain line says what to do
// instead of better-sqlite3 crashing later (it needs Node 22 or newer).
const MINIMUM_MAJOR = 22;
const major = Number(process.versions.node.split('.')[0]);

if (major < MINIMUM_MAJOR) {
  console.error(
    `Sport Impact Smart Nation needs Node.js ${MINIMUM_MAJOR} or 24, but this is Node.js ${process.versions.node}: run "npm install" (it brings Node.js 24 as the "node" package) or install Node.js 24 LTS.`,
  );
  process.exit(1);
}
