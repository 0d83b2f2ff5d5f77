export declare const DEFAULT_E2E_CLOCK_START: string;
export declare function writeServerClock(port: string | number, start: string): void;
export declare function serverNow(port: string | number): number;
export declare function workerPort(): number;
