// Technical values from tool output and prose: versions, ports, hosts, config files.
import { describe, expect, it } from "vitest";
import { configValues, portsIn, toolResultValues, versionsIn } from "../../src/core/extract/techfacts.js";
import type { Turn } from "../../src/core/transcript/index.js";

const tool = (toolArgs: string, text: string, extra: Partial<Turn> = {}): Turn => ({ role: "tool", text, toolArgs, ...extra });
const pairs = (vs: { label: string; value: string }[]) => vs.map((v) => `${v.label}=${v.value}`);

describe("toolResultValues", () => {
  it("pairs version commands with their output lines, runner prefixes dropped", () => {
    expect(pairs(toolResultValues(tool("node --version && npm -v", "v24.14.0\n10.9.2")))).toEqual(["Node=v24.14.0", "npm=10.9.2"]);
    expect(pairs(toolResultValues(tool("npx expo --version", "0.22.7")))).toEqual(["expo=0.22.7"]);
    expect(pairs(toolResultValues(tool("go version", "go version go1.23.4 linux/amd64")))).toEqual(["Go=1.23.4"]);
  });

  it("asks the command run inside a container or over ssh, and prefers the server's version", () => {
    expect(pairs(toolResultValues(tool("kubectl exec deploy/pgbouncer -n orders -- pgbouncer --version", "PgBouncer 1.23.1\nlibevent 2.1.12-stable")))).toEqual(["pgbouncer=1.23.1"]);
    expect(pairs(toolResultValues(tool("kubectl version", "Client Version: v1.31.2\nKustomize Version: v5.4.2\nServer Version: v1.30.5-gke.1014001")))).toEqual(["Kubernetes=v1.30.5-gke.1014001"]);
  });

  it("reads a module's __version__, and skips the compiler named in build metadata", () => {
    expect(pairs(toolResultValues(tool("python3 -c 'import pandas; print(pandas.__version__)'", "2.2.3")))).toEqual(["pandas=2.2.3"]);
    expect(pairs(toolResultValues(tool("psql -c 'select version()'", " PostgreSQL 15.6 on x86_64-pc-linux-gnu, compiled by Debian clang version 12.0.1, 64-bit\n(1 row)")))).toEqual(["PostgreSQL=15.6"]);
  });

  it("reads config dumps whatever the file is called, qualifying keys by section and nesting", () => {
    expect(pairs(toolResultValues(tool("cat config", "port=5432\nhost=db.local")))).toEqual(["port=5432", "host=db.local"]);
    expect(pairs(toolResultValues(tool("cat settings.ini", "[db]\nport = 5432")))).toEqual(["db port=5432"]);
    expect(pairs(configValues("database:\n  host: localhost\n  port: 5433\n", "app.yaml"))).toEqual(["database host=localhost", "database port=5433"]);
  });

  it("never reads a secret-named key, even nested", () => {
    const v = toolResultValues(tool("cat .env", "DB_PASSWORD=hunter2\nAPI_TOKEN=abc123456789\nauth:\n  port: 99\nPORT=8080"));
    expect(pairs(v)).toEqual(["PORT=8080"]);
  });

  it("ignores failed, external and empty results", () => {
    expect(toolResultValues(tool("node -v", "v24.14.0", { isError: true }))).toEqual([]);
    expect(toolResultValues(tool("web_fetch", "Node v99.0.0 released", { external: true }))).toEqual([]);
    expect(toolResultValues(tool("node -v", ""))).toEqual([]);
  });

  it("reads host name, kernel and OS from the usual commands", () => {
    expect(pairs(toolResultValues(tool("hostname", "blog-prod-2")))).toEqual(["Server=blog-prod-2"]);
    expect(pairs(toolResultValues(tool("uname -a", "Linux blog-prod-2 6.8.0-45-generic #45-Ubuntu SMP x86_64 GNU/Linux")))).toEqual(["Kernel=Linux 6.8.0-45-generic"]);
    expect(pairs(toolResultValues(tool("cat /etc/os-release", 'PRETTY_NAME="Ubuntu 24.04.1 LTS"\nID=ubuntu')))).toContain("OS=Ubuntu 24.04.1 LTS");
  });
});

describe("prose values", () => {
  it("versions need a dot unless the name is not also a word", () => {
    expect(pairs(versionsIn("We're on Node 24 and Postgres 16.4, next 2 weeks are busy, go 1.23"))).toEqual(["Node=24", "PostgreSQL=16.4", "Go=1.23"]);
  });

  it("a scoped package is not the product its last segment names", () => {
    expect(pairs(versionsIn("+ @headlessui/react 2.2.0"))).toEqual([]);
    expect(pairs(versionsIn("+ react 19.0.0"))).toEqual(["React=19.0.0"]);
  });

  it("ports are qualified by the service named before them", () => {
    expect(pairs(portsIn("the Postgres database listens on port 5433"))).toEqual(["Postgres port=5433"]);
    expect(pairs(portsIn("服务端口是 8080"))).toEqual(["Port=8080"]);
    expect(portsIn("port 99999 is not a port")).toEqual([]);
  });
});
