// One seeded pseudo-random source (mulberry32) for the demo history, the bench's generated catalogue, the property
// tests and the dispatch simulator: it lives in core, so the server and the simulator draw the same sequences.
export { seededRandom } from '@lekker/core/seeded-random';
