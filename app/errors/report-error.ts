/** Reports an unexpected error of this request through the worker's error-reporting port, naming the route pattern it happened on. */
export type ReportError = (error: unknown, route: string) => void;
