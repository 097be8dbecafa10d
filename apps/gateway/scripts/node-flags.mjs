// The Node flags of the gateway process: `npm start` runs it with these (scripts/start.mjs) and the
// benchmarks measure it with these (bench/support/processes.ts), so the memory and speed they
// report are production's. One list, here, with the reason for each flag.
//
// --max-semi-space-size=8 (MB; Node 20's default is 16): V8's young generation is two semi-spaces,
// and under load both fill, so the default costs 32 MB in every isolate of the process: the main
// one and tsx's module loader thread, which stays alive with the TypeScript it compiled at start
// (about 70 MB of the gateway's resident memory is that thread and its compiler state). Half the
// default keeps 16 MB of each. Measured on 2026-11-24 (PostgreSQL, 16 connections, the bench's
// authenticated read and own-account transfers, runs interleaved on a shared 2-core machine):
// idle resident memory 190-198 MB against 212-220 MB, peak under load 193-216 MB against
// 217-243 MB (once 271), throughput and CPU time per request the same within the noise (best runs
// 10,154 against 11,297 reads a second, 76 against 80 µs of CPU per read). Smaller still (4 or 2)
// saved little more of the peak, which comes from the old space growing between full collections.
//
// --max-old-space-size=1536 (MB; Node 20's default on this 24 GiB machine is 4,096): how far the
// old space may grow between full collections is its live size times a factor V8 takes from the
// heap's ceiling, up to 4 for a ceiling of 2 GB or more and about 1.8 just under it. The gateway
// keeps about 39 MB alive; under the bench's statement reads (page of 20, about 16 kB of each
// request's garbage promoted out of the young generation) the default let the old space reach
// 128 MB before its first full collection, and the process 252-272 MB. With this ceiling the full
// collections come at about 70 MB: the same load peaked at 186-192 MB (2026-11-24, PostgreSQL, 16
// connections, interleaved runs). 1,536 MB is far above anything a request needs (the largest is a
// statement PDF of 10,000 rows), so it is a limit on garbage, not on work.
export const GATEWAY_NODE_FLAGS = Object.freeze(['--max-semi-space-size=8', '--max-old-space-size=1536']);
