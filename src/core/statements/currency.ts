/**
 * Currency signs and codes, a closed class shared by the readers of sums of money: the news keys
 * of subjects.ts (a new price, fee or rent) and the amounts of specifics.ts.
 */

/** Currency signs, as a character class. */
export const CURRENCY_SIGNS = "\\p{Sc}";
/** ISO 4217 codes and local abbreviations (Indonesia's `Rp`, Kenya's `KSh`), as an alternation. */
export const CURRENCY_CODES = "USD|EUR|GBP|CHF|TL|TRY|KES|KSh|AED|EGP|NOK|SEK|DKK|PLN|CZK|HUF|RON|INR|BRL|MXN|ZAR|JPY|CNY|RMB|HKD|TWD|SGD|AUD|CAD|NZD|VND|IDR|Rp|MYR|THB|PHP|NGN|UAH|RUB|zł|Kč|kr";
/** Read before an amount only: `Rs` (rupees). Glued to a number it is as often a name ("rs0",
 *  a replica set), so it is no code for the other uses. */
export const CURRENCY_PREFIXES_ONLY = "Rs";
/** Written after an amount only: yuan, yen, ten thousand (a money count), Vietnam's đồng. */
export const CURRENCY_SUFFIXES_ONLY = "元|円|万|萬|đ";
