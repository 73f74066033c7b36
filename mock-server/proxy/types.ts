/** The proxy's own state. */
export interface ProxyDb {
  /** Its cached management-API token; null until the first management call. */
  managementToken: string | null;
}
