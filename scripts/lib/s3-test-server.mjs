// The test suites' S3 server (a small in-memory S3, path-style:
// apps/api/test/helpers/s3-server.ts) in a process of its own, for the multi-process scripts.
// Run with `node --import tsx scripts/lib/s3-test-server.mjs`; prints one JSON line
// {"endpoint","bucket"} and serves until SIGTERM, then removes its files.
import { startS3Server } from '../../apps/api/test/helpers/s3-server.ts';

const s3 = await startS3Server();
process.stdout.write(`${JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket })}\n`);
const stop = () => void s3.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
