/**
 * Lua run inside Redis so a check and its spend are one atomic step, whichever instance sends it.
 * No `#!lua flags=` line: Redis 7.0 (Debian's) refuses flags it does not know.
 */

/**
 * The spends of one or more requests, run one after the other exactly as that many separate
 * calls would (each request checked and spent before the next is looked at). Per request:
 * KEYS: window slot keys (n), watched slot keys (m), hold keys (h), then the key to read (when r > 0).
 * ARGV: count, then per request: n, m, h, now_ms, limit, cost, ttl_seconds per window, then r:
 * 0 (no read), 1 (read), or 2 followed by head and bytes (read unless unchanged).
 * Returns per request: its reply's length, then { ok, used_1..used_n, watched_1..watched_m,
 * hold_1..hold_h, [value] } (hold: until ms, or 0; value: the read key's text, nil when absent,
 * or '=' when r is 2 and the text has that many bytes and starts with head: the caller has it).
 * The refusal rule is `windowRefuses` of store.ts: cost > 0 refuses past the limit; a cost-0
 * window is a gate that refuses once nothing remains.
 */
export const SPEND_MANY = `
local count = tonumber(ARGV[1])
local ki = 0
local ai = 2
local out = {}
for q = 1, count do
  local n = tonumber(ARGV[ai])
  local m = tonumber(ARGV[ai + 1])
  local h = tonumber(ARGV[ai + 2])
  local now = tonumber(ARGV[ai + 3])
  local base = ai + 4
  local r = tonumber(ARGV[base + n * 3])
  local reads = 0
  if r > 0 then reads = 1 end
  local used = {}
  local ok = 1
  for i = 1, n do
    local u = tonumber(redis.call('GET', KEYS[ki + i]) or '0')
    local limit = tonumber(ARGV[base + (i - 1) * 3])
    local cost = tonumber(ARGV[base + 1 + (i - 1) * 3])
    used[i] = u
    if (cost > 0 and u + cost > limit) or (cost == 0 and u >= limit) then ok = 0 end
  end
  local holds = {}
  for j = 1, h do
    local v = tonumber(redis.call('GET', KEYS[ki + n + m + j]) or '0')
    holds[j] = v
    if v > now then ok = 0 end
  end
  if ok == 1 then
    for i = 1, n do
      local cost = tonumber(ARGV[base + 1 + (i - 1) * 3])
      if cost > 0 then
        used[i] = redis.call('INCRBY', KEYS[ki + i], cost)
        if used[i] == cost then redis.call('EXPIRE', KEYS[ki + i], tonumber(ARGV[base + 2 + (i - 1) * 3])) end
      end
    end
  end
  local len = 1 + n + m + h + reads
  out[#out + 1] = len
  out[#out + 1] = ok
  for i = 1, n do out[#out + 1] = used[i] end
  for k = 1, m do out[#out + 1] = tonumber(redis.call('GET', KEYS[ki + n + k]) or '0') end
  for j = 1, h do out[#out + 1] = holds[j] end
  if reads == 1 then
    local v = redis.call('GET', KEYS[ki + n + m + h + 1])
    if v and r == 2 and #v == tonumber(ARGV[base + n * 3 + 2]) and string.sub(v, 1, #ARGV[base + n * 3 + 1]) == ARGV[base + n * 3 + 1] then
      out[#out + 1] = '='
    elseif v then out[#out + 1] = v else out[#out + 1] = false end
  end
  ki = ki + n + m + h + reads
  ai = base + n * 3 + 1
  if r == 2 then ai = ai + 2 end
end
return out
`;

/**
 * KEYS: window slot keys. ARGV: cost, ttl_seconds per window. Adds without a check (a negative
 * cost refunds, never below 0). Returns the new counters.
 */
export const ADD = `
local out = {}
for i = 1, #KEYS do
  local cost = tonumber(ARGV[1 + (i - 1) * 2])
  local v = redis.call('INCRBY', KEYS[i], cost)
  if v < 0 then
    redis.call('SET', KEYS[i], 0)
    v = 0
  end
  redis.call('EXPIRE', KEYS[i], tonumber(ARGV[2 + (i - 1) * 2]))
  out[i] = v
end
return out
`;

/** KEYS: the lock. ARGV: the value its taker set. Deletes it only while it holds that value; returns 1 when it did. */
export const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;
