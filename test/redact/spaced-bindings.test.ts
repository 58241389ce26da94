// A secret-named identifier and its value separated by blanks only (rules/spaced-assignment.ts):
// shell setters, key/value tables printed by tools, config directives, command-line flags (also
// in exec form), SQL. Look-alikes: the same names before ordinary values, prose, placeholders,
// flags that take no value.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Zk3p9Qw7xLmN2vB8";
const HEX = "76de57e0ded63fcff1cdd25d71da6f42";
const UUID = "8db29639-3a42-485c-93be-50c1d0360473";

describe("setters and tables", () => {
  it.each([
    [`set -gx TWILIO_AUTH_TOKEN ${HEX}\nset -gx EDITOR nvim`, HEX],
    [`set -Ux JFROG_ACCESS_TOKEN ${PW}`, PW],
    [`set -gx RESTIC_PASSWORD 'believe-coconut-castle-timber-bachelor'`, "believe-coconut-castle-timber-bachelor"],
    [`setx API_TOKEN ${PW}`, PW],
    [`ENV STRIPE_SECRET_KEY ${PW}`, PW],
    [`$ vault kv get -mount=kv postmark\n====== Data ======\nKey                Value\n---                -----\npostmark_server_token    ${UUID}\nregion             eu-west-1`, UUID],
    [`okta_api_token    00dWAE73uFJldwUesqcgMJfQL578b6AbCPPfu5b5En`, "00dWAE73uFJldwUesqcgMJfQL578b6AbCPPfu5b5En"],
    [`今天把 DB_PASSWORD ${PW} 发给了运维`, PW],
    [`Rotated: the API_TOKEN ${HEX} is live.`, HEX],
    // Forms that bind a name to the quoted literal after it, and web servers' header directives.
    [`(define api-key "2PZCoZEOWQp5Kb6hWkCQqM6duFDIuzNX")\n(define webhook-secret "3fc92a82af2e34cdd46059aa8b399b5d3c5eae7c")`, "3fc92a82af2e34cdd46059aa8b399b5d3c5eae7c"],
    [`(setq smtp-password "Hunter2pass9x")`, "Hunter2pass9x"],
    [`set streamServer to "rtmp://live.example/app"\nset streamKey to "xu6ddxyj-fwriu0-kiii57iz"`, "xu6ddxyj-fwriu0-kiii57iz"],
    [`set api_key "k3Y9qLm2Xv8Tz1Pw"`, "k3Y9qLm2Xv8Tz1Pw"],
    [`defmodule Notify.Postmark do\n  @server_token "5d5c5be3-3c73-4580-8c5c-4d18acb9ea80"\nend`, "5d5c5be3-3c73-4580-8c5c-4d18acb9ea80"],
    [`    proxy_set_header X-Api-Key "182aff99a7e69799f3dac8a287c2ae74283cdb20";`, "182aff99a7e69799f3dac8a287c2ae74283cdb20"],
    [`    add_header X-Api-Key k3Y9qLm2Xv8Tz1Pw;`, "k3Y9qLm2Xv8Tz1Pw"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["set -gx EDITOR nvim"],
    ["set -gx API_TOKEN (cat ~/.token)"],
    ["set -gx API_TOKEN $API_TOKEN"],
    ['we set token limits to "high"'],
    ['(define api-key (getenv "API_KEY"))'],
    ['proxy_set_header X-Api-Key $http_x_api_key;'],
    ['set password "changeme"'],
    ["Key                Value\nmax_tokens         4096\nidempotency_key    3f8ac167-5d3d-442d-a18c-25d56d4bf310"],
    ["the token 3f8ac167 expired"],
    ["password_policy    strict-12-chars"],
    ["the API_TOKEN variable is read at start-up"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("config directives", () => {
  it.each([
    [`bind 0.0.0.0\nprotected-mode yes\nrequirepass ${PW}\nmaxmemory-policy allkeys-lru`, PW],
    [`replicaof redis-primary 6379\nmasterauth ${PW}`, PW],
    ["replicaof redis-primary 6379\nmasterauth OKo7_aO2tPQYBf3", "OKo7_aO2tPQYBf3"],
    [`  auth_token ${PW}  # rotated weekly`, PW],
    [`smtp_sasl_password ${PW}`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["requirepass foobared"],
    ["requirepass ${REDIS_PASSWORD}"],
    ["bypass 10.0.0.0/8"],
    ["masterauth <master-password>"],
    // (A value only the directive's name makes secret: a generated mixed-case one is a secret
    // wherever it stands, rules/random-value.ts.)
    ["requirepass zk3p9qw7xlmn2vb8 is what the docs say"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("command-line flags", () => {
  it.each([
    [`    command: redis-server --requirepass ${PW} --maxmemory 256mb`, PW],
    [`    command: ["redis-server", "--requirepass", "${PW}", "--appendonly", "yes"]`, PW],
    [`CMD ["vault", "login", "--token", "${PW}"]`, PW],
    [`keytool -importkeystore -srckeystore bundle.p12 -destkeystore app.jks -deststorepass ${PW} -srcstorepass ${PW}`, PW],
    [`jarsigner -keystore app.jks -storepass '${PW}' app.apk release`, PW],
    [`mongosh --username admin --password "${PW}" --authenticationDatabase admin`, PW],
    [`gitlab-runner register --registration-token ${PW} --url https://gitlab.example.com`, PW],
    [`stripe listen --api-key ${PW}`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["docker login --username ci --password-stdin"],
    ["openssl rand --token 32"],
    ["keytool -list -storepass:file pass.txt"],
    ["mongosh --password $MONGO_PASSWORD"],
    ['--token "<token>"'],
    ["--secret-file secrets.env"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("SQL", () => {
  it.each([
    [`CREATE USER 'shop'@'%' IDENTIFIED BY '${PW}';`, PW],
    [`alter user app identified by '${PW}';`, PW],
    [`CREATE ROLE app LOGIN PASSWORD '${PW}';`, PW],
    [`CREATE USER app_owner IDENTIFIED BY "${PW}"\n  DEFAULT TABLESPACE users;`, PW],
    [`ALTER USER 'root'@'localhost' IDENTIFIED WITH caching_sha2_password BY '${PW}';`, PW],
    [`create user ro identified with mysql_native_password by '${PW}';`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["CREATE USER 'shop'@'%' IDENTIFIED BY 'changeme';"],
    ["ALTER USER app IDENTIFIED BY :new_password;"],
    ["CREATE ROLE app LOGIN PASSWORD NULL;"],
    ['CREATE USER z IDENTIFIED BY "${DB_PASSWORD}";'],
    ["CREATE USER y IDENTIFIED WITH auth_socket;"],
    ['ALTER ROLE app PASSWORD "app_password_column";'],
  ])("keeps %s", (text) => expectKept(text));
});
