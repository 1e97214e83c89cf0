/** The part of autocannon 8's API the bench uses (the package ships no types and @types/autocannon is not installed). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    timeout?: number;
    /** Requests sent in turn on each connection; setupRequest may change each one before it is sent. */
    requests?: RequestSpec[];
  }
  export interface RequestSpec {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
