/**
 * A stand-in for Upstash's Redis REST API on 127.0.0.1, answered as Upstash does, with
 * `Authorization: Bearer <token>` (401 otherwise): `POST /` with one command as a JSON
 * list (`{ "result": … }`, or 400 `{ "error": "…" }`), `POST /pipeline` with a list of
 * them (`[{ "result": … } | { "error": "…" }]`); string results in base64 when the
 * request says `Upstash-Encoding: base64` (as @upstash/redis does by default). It keeps
 * the commands the relay and its libraries use (INCR, INCRBY, PEXPIRE, PTTL, GET, SET with NX/PX/EX,
 * DEL, HSET, HGET, HGETALL, HDEL, HEXPIRE, HTTL) in memory, expiry included (of keys and of hash fields), and runs Lua scripts
 * (EVAL, EVALSHA, SCRIPT LOAD: @upstash/ratelimit counts with them) in a real Lua 5.3
 * interpreter (fengari), whose `redis.call` reaches the same commands. It can be told
 * to fail or hang.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeUpstash {
  readonly url: string;
  readonly token: string;
  /** Commands run, in order: those received, and those a script ran (as Redis's MONITOR lists them). */
  readonly commands: string[][];
  /** `ok` (default), `error` (500 to everything) or `hang` (never answers). */
  setMode(mode: 'ok' | 'error' | 'hang'): void;
  /** The hash at `key`, as stored (fields past their TTL gone). */
  hash(key: string): Map<string, string>;
  /** Seconds left of a hash field's TTL, or undefined when it has none. */
  fieldTtlSeconds(key: string, field: string): number | undefined;
  reset(): void;
  close(): Promise<void>;
}

type Value = { kind: 'string'; value: string } | { kind: 'hash'; value: Map<string, string> };

/** A Redis reply: integer, bulk string, nil, array, or a status such as OK. */
type RedisReply = number | string | null | RedisReply[] | { status: string };

/**
 * A reply as Upstash writes it in JSON; with base64 asked for, every string in base64 but a
 * status at the top (a bare "OK", which @upstash/redis reads as such).
 */
function toJson(reply: RedisReply, base64: boolean, top = true): unknown {
  if (Array.isArray(reply)) return reply.map((item) => toJson(item, base64, false));
  if (reply !== null && typeof reply === 'object') return top || !base64 ? reply.status : toJson(reply.status, base64, false);
  if (typeof reply === 'string') return base64 ? Buffer.from(reply, 'utf8').toString('base64') : reply;
  return reply;
}

/** The part of fengari's C-like API (lua.h, lauxlib.h) that runs a script; fengari ships no types. */
interface Fengari {
  lua: {
    LUA_OK: number;
    LUA_TNIL: number;
    LUA_TBOOLEAN: number;
    LUA_TNUMBER: number;
    LUA_TSTRING: number;
    LUA_TTABLE: number;
    lua_createtable(L: unknown, narr: number, nrec: number): void;
    lua_pushstring(L: unknown, s: Uint8Array): void;
    lua_pushinteger(L: unknown, n: number): void;
    lua_pushboolean(L: unknown, b: boolean): void;
    lua_pushjsfunction(L: unknown, fn: () => number): void;
    lua_rawseti(L: unknown, idx: number, n: number): void;
    lua_setfield(L: unknown, idx: number, k: Uint8Array): void;
    lua_setglobal(L: unknown, name: Uint8Array): void;
    lua_getfield(L: unknown, idx: number, k: Uint8Array): number;
    lua_rawgeti(L: unknown, idx: number, n: number): number;
    lua_gettop(L: unknown): number;
    lua_pop(L: unknown, n: number): void;
    lua_type(L: unknown, idx: number): number;
    lua_isinteger(L: unknown, idx: number): boolean;
    lua_tointeger(L: unknown, idx: number): number;
    lua_tonumber(L: unknown, idx: number): number;
    lua_toboolean(L: unknown, idx: number): boolean;
    lua_tojsstring(L: unknown, idx: number): string;
    lua_pcall(L: unknown, nargs: number, nresults: number, msgh: number): number;
  };
  lauxlib: {
    luaL_newstate(): unknown;
    luaL_loadstring(L: unknown, s: Uint8Array): number;
    luaL_checkstring(L: unknown, arg: number): Uint8Array;
    luaL_error(L: unknown, fmt: Uint8Array, ...args: unknown[]): number;
  };
  lualib: { luaL_openlibs(L: unknown): void };
  to_luastring(s: string): Uint8Array;
  to_jsstring(s: Uint8Array): string;
}
const fengari = createRequire(import.meta.url)('fengari') as Fengari;

/**
 * Runs a script as Redis does: KEYS and ARGV as tables of strings, `redis.call` (an error
 * aborts the script) and `redis.pcall`, and Redis's conversions both ways (a nil reply is
 * false, a status is `{ ok = … }`; a number returned is truncated to an integer, false is nil).
 */
function runLua(source: string, keys: string[], argv: string[], call: (command: string[]) => RedisReply): RedisReply {
  const { lua, lauxlib, lualib, to_luastring: str } = fengari;
  const L = lauxlib.luaL_newstate();
  lualib.luaL_openlibs(L);

  const push = (reply: RedisReply): void => {
    if (reply === null) lua.lua_pushboolean(L, false);
    else if (typeof reply === 'number') lua.lua_pushinteger(L, reply);
    else if (typeof reply === 'string') lua.lua_pushstring(L, str(reply));
    else if (Array.isArray(reply)) {
      lua.lua_createtable(L, reply.length, 0);
      reply.forEach((item, index) => {
        push(item);
        lua.lua_rawseti(L, -2, index + 1);
      });
    } else {
      lua.lua_createtable(L, 0, 1);
      lua.lua_pushstring(L, str(reply.status));
      lua.lua_setfield(L, -2, str('ok'));
    }
  };
  /** The value on top of the stack, as a reply; pops it. */
  const pop = (): RedisReply => {
    let reply: RedisReply = null;
    switch (lua.lua_type(L, -1)) {
      case lua.LUA_TNUMBER:
        reply = lua.lua_isinteger(L, -1) ? lua.lua_tointeger(L, -1) : Math.trunc(lua.lua_tonumber(L, -1));
        break;
      case lua.LUA_TSTRING:
        reply = lua.lua_tojsstring(L, -1);
        break;
      case lua.LUA_TBOOLEAN:
        reply = lua.lua_toboolean(L, -1) ? 1 : null;
        break;
      case lua.LUA_TTABLE: {
        const table = lua.lua_gettop(L);
        if (lua.lua_getfield(L, table, str('err')) === lua.LUA_TSTRING) throw new Error(lua.lua_tojsstring(L, -1));
        lua.lua_pop(L, 1);
        if (lua.lua_getfield(L, table, str('ok')) === lua.LUA_TSTRING) {
          reply = { status: lua.lua_tojsstring(L, -1) };
          lua.lua_pop(L, 1);
          break;
        }
        lua.lua_pop(L, 1);
        // An array ends at its first nil, as Redis reads it.
        const items: RedisReply[] = [];
        while (lua.lua_rawgeti(L, table, items.length + 1) !== lua.LUA_TNIL) items.push(pop());
        lua.lua_pop(L, 1);
        reply = items;
        break;
      }
    }
    lua.lua_pop(L, 1);
    return reply;
  };
  const redisCall = (protectedCall: boolean) => () => {
    const command: string[] = [];
    for (let arg = 1; arg <= lua.lua_gettop(L); arg += 1) command.push(fengari.to_jsstring(lauxlib.luaL_checkstring(L, arg)));
    let reply: RedisReply;
    try {
      reply = call(command);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!protectedCall) return lauxlib.luaL_error(L, str('%s'), str(message));
      lua.lua_createtable(L, 0, 1);
      lua.lua_pushstring(L, str(message));
      lua.lua_setfield(L, -2, str('err'));
      return 1;
    }
    push(reply);
    return 1;
  };

  const setStrings = (name: string, values: string[]) => {
    lua.lua_createtable(L, values.length, 0);
    values.forEach((value, index) => {
      lua.lua_pushstring(L, str(value));
      lua.lua_rawseti(L, -2, index + 1);
    });
    lua.lua_setglobal(L, str(name));
  };
  setStrings('KEYS', keys);
  setStrings('ARGV', argv);
  lua.lua_createtable(L, 0, 2);
  lua.lua_pushjsfunction(L, redisCall(false));
  lua.lua_setfield(L, -2, str('call'));
  lua.lua_pushjsfunction(L, redisCall(true));
  lua.lua_setfield(L, -2, str('pcall'));
  lua.lua_setglobal(L, str('redis'));
  // Redis reads a first line `#!lua flags=…` itself; Lua would not parse it.
  const body = source.replace(/^#!lua[^\n]*/, '');
  if (lauxlib.luaL_loadstring(L, str(body)) !== lua.LUA_OK) throw new Error(`ERR Error compiling script: ${lua.lua_tojsstring(L, -1)}`);
  if (lua.lua_pcall(L, 0, 1, 0) !== lua.LUA_OK) throw new Error(`ERR Error running script: ${lua.lua_tojsstring(L, -1)}`);
  return pop();
}

export async function startFakeUpstash({ token = 'fake-upstash-token', now = () => Date.now() } = {}): Promise<FakeUpstash> {
  const data = new Map<string, { value: Value; expiresAt?: number }>();
  /** Per hash key, the time each field with a TTL expires at (HEXPIRE). */
  const fieldExpiry = new Map<string, Map<string, number>>();
  const commands: string[][] = [];
  let mode: 'ok' | 'error' | 'hang' = 'ok';
  const sockets = new Set<Socket>();

  const live = (key: string) => {
    const item = data.get(key);
    if (item?.expiresAt !== undefined && item.expiresAt <= now()) {
      data.delete(key);
      return undefined;
    }
    return item;
  };
  const hashAt = (key: string) => {
    const item = live(key);
    if (!item) {
      const value = new Map<string, string>();
      data.set(key, { value: { kind: 'hash', value } });
      return value;
    }
    if (item.value.kind !== 'hash') throw new Error('WRONGTYPE Operation against a key holding the wrong kind of value');
    const hash = item.value.value;
    for (const [field, at] of fieldExpiry.get(key) ?? []) {
      if (at > now()) continue;
      hash.delete(field);
      fieldExpiry.get(key)!.delete(field);
    }
    return hash;
  };

  const scripts = new Map<string, string>();
  const loadScript = (source: string) => {
    const sha = createHash('sha1').update(source).digest('hex');
    scripts.set(sha, source);
    return sha;
  };
  const scriptCall = (source: string, args: string[]) => {
    const count = Number(args[0]);
    if (!Number.isInteger(count) || count < 0 || count > args.length - 1)
      throw new Error("ERR Number of keys can't be greater than number of args");
    return runLua(source, args.slice(1, 1 + count), args.slice(1 + count), (command) => {
      commands.push(command);
      return run(command);
    });
  };

  function run([name = '', ...args]: string[]): RedisReply {
    const key = args[0] ?? '';
    switch (name.toUpperCase()) {
      case 'INCR':
      case 'INCRBY': {
        const item = live(key);
        if (item && item.value.kind !== 'string') throw new Error('WRONGTYPE Operation against a key holding the wrong kind of value');
        const by = name.toUpperCase() === 'INCR' ? 1 : Number(args[1]);
        if (!Number.isInteger(by)) throw new Error('ERR value is not an integer or out of range');
        const next = Number(item?.value.value ?? 0) + by;
        data.set(key, { value: { kind: 'string', value: String(next) }, expiresAt: item?.expiresAt });
        return next;
      }
      case 'EVAL':
        loadScript(key);
        return scriptCall(key, args.slice(1));
      case 'EVALSHA': {
        const source = scripts.get(key.toLowerCase());
        if (source === undefined) throw new Error('NOSCRIPT No matching script. Please use EVAL.');
        return scriptCall(source, args.slice(1));
      }
      case 'SCRIPT':
        if (key.toUpperCase() === 'LOAD') return loadScript(args[1] ?? '');
        throw new Error(`ERR unknown subcommand '${key}'`);
      case 'PEXPIRE': {
        const item = live(key);
        if (!item) return 0;
        item.expiresAt = now() + Number(args[1]);
        return 1;
      }
      case 'PTTL': {
        const item = live(key);
        if (!item) return -2;
        return item.expiresAt === undefined ? -1 : item.expiresAt - now();
      }
      case 'GET': {
        const item = live(key);
        return item?.value.kind === 'string' ? item.value.value : null;
      }
      case 'SET': {
        // SET key value [NX] [PX ms | EX s]: what the relay's claims use.
        const options = args.slice(2).map((arg) => arg.toUpperCase());
        if (options.includes('NX') && live(key)) return null;
        const px = options.indexOf('PX');
        const ex = options.indexOf('EX');
        const ttlMs = px >= 0 ? Number(args[2 + px + 1]) : ex >= 0 ? Number(args[2 + ex + 1]) * 1000 : undefined;
        data.set(key, { value: { kind: 'string', value: args[1] ?? '' }, expiresAt: ttlMs === undefined ? undefined : now() + ttlMs });
        return { status: 'OK' };
      }
      case 'DEL':
        return args.filter((name) => data.delete(name)).length;
      case 'HSET': {
        const hash = hashAt(key);
        let added = 0;
        for (let index = 1; index + 1 < args.length; index += 2) {
          if (!hash.has(args[index]!)) added += 1;
          hash.set(args[index]!, args[index + 1]!);
          // As in Redis: a field written anew loses its TTL.
          fieldExpiry.get(key)?.delete(args[index]!);
        }
        return added;
      }
      case 'HEXPIRE': {
        // HEXPIRE key seconds [NX|XX|GT|LT] FIELDS n field… (the conditions are not used by the relay).
        const hash = hashAt(key);
        const at = args.findIndex((arg) => arg.toUpperCase() === 'FIELDS');
        const fields = args.slice(at + 2, at + 2 + Number(args[at + 1]));
        const expiries = fieldExpiry.get(key) ?? new Map<string, number>();
        fieldExpiry.set(key, expiries);
        return fields.map((field) => {
          if (!hash.has(field)) return -2;
          expiries.set(field, now() + Number(args[1]) * 1000);
          return 1;
        });
      }
      case 'HTTL': {
        const hash = hashAt(key);
        const at = args.findIndex((arg) => arg.toUpperCase() === 'FIELDS');
        return args.slice(at + 2, at + 2 + Number(args[at + 1])).map((field) => {
          if (!hash.has(field)) return -2;
          const expiresAt = fieldExpiry.get(key)?.get(field);
          return expiresAt === undefined ? -1 : Math.ceil((expiresAt - now()) / 1000);
        });
      }
      case 'HGET':
        return hashAt(key).get(args[1] ?? '') ?? null;
      case 'HGETALL':
        return [...hashAt(key)].flat();
      case 'HDEL': {
        const hash = hashAt(key);
        return args.slice(1).filter((field) => hash.delete(field)).length;
      }
      default:
        throw new Error(`ERR unknown command '${name}'`);
    }
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const answer = (command: unknown, base64: boolean): { result: unknown } | { error: string } => {
    const parts = Array.isArray(command) ? command.map(String) : [];
    commands.push(parts);
    try {
      return { result: toJson(run(parts), base64) };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'error') return send(res, 500, { error: 'ERR internal' });
      if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { error: 'Unauthorized' });
      const pipeline = req.url === '/pipeline';
      if (req.method !== 'POST' || (req.url !== '/' && !pipeline)) return send(res, 404, { error: 'Not found' });
      const base64 = req.headers['upstash-encoding'] === 'base64';
      let list: unknown;
      try {
        list = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(res, 400, { error: 'ERR failed to parse request' });
      }
      if (!Array.isArray(list)) return send(res, 400, { error: 'ERR failed to parse request' });
      if (pipeline)
        return send(
          res,
          200,
          list.map((command: unknown) => answer(command, base64)),
        );
      const result = answer(list, base64);
      send(res, 'error' in result ? 400 : 200, result);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    commands,
    setMode: (next) => {
      mode = next;
    },
    hash: (key) => {
      const item = live(key);
      return item?.value.kind === 'hash' ? hashAt(key) : new Map();
    },
    fieldTtlSeconds: (key, field) => {
      const expiresAt = fieldExpiry.get(key)?.get(field);
      return expiresAt === undefined ? undefined : (expiresAt - now()) / 1000;
    },
    reset: () => {
      data.clear();
      fieldExpiry.clear();
      scripts.clear();
      commands.length = 0;
      mode = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
