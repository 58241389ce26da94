/** A keyed rule recognises a provider secret that has no prefix of its own by the name it is
 *  assigned to (`aws_secret_access_key = …`, `DD_API_KEY=…`) and a strict value format. The
 *  assignment rule parses the key and value once and asks each keyed rule in turn. */
export interface KeyedRule {
  id: string;
  /** `key` is lower-cased with every non-alphanumeric character removed. */
  key(normalisedKey: string): boolean;
  value(value: string): boolean;
}
