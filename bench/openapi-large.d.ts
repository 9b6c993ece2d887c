/** The large OpenAPI 3.0 document of the bench and tests (issue 21), as plain data. */
export declare function largeOpenApiDocument(): Record<string, unknown>

/** Operations in the document (320). */
export declare const LARGE_OPERATION_COUNT: number
