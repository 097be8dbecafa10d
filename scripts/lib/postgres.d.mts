/** A PostgreSQL for the tests: DATABASE_URL's, or a throwaway cluster that stop() removes. */
export declare function startPostgres(options?: {
  port?: number;
}): Promise<{ url: string; stop: () => void; throwaway: boolean }>;
