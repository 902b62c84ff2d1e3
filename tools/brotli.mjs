// Brotli at quality 11 (the most a static host precompresses with), through Node's own zlib:
// Python has gzip but no brotli, and the project adds no package for it.
//
//   node tools/brotli.mjs < jobs.json      jobs: [[source, destination], …]
//
// Each destination is written whole or not at all (a temporary file, then a rename), so an
// interrupted run leaves no truncated file for hooks/compress.py's cache. Two files at a time:
// the machine's other work keeps a core.
import { readFileSync, writeFileSync, renameSync } from "node:fs";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const jobs = JSON.parse(readFileSync(0, "utf8"));

async function compress([source, destination]) {
  const data = readFileSync(source);
  const compressed = await brotli(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  writeFileSync(destination + ".part", compressed);
  renameSync(destination + ".part", destination);
}

const queue = [...jobs];
async function worker() {
  for (let job = queue.shift(); job; job = queue.shift()) await compress(job);
}
await Promise.all([worker(), worker()]);
