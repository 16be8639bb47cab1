/**
 * Lua run inside Redis so a check and its spend are one atomic step, whichever instance sends it.
 * No `#!lua flags=` line: Redis 7.0 (Debian's) refuses flags it does not know.
 */

/**
 * The spends of one or more requests, run one after the other exactly as that many separate calls
 * would (each request checked and spent before the next is looked at). Requests that follow each
 * other with the same windows, holds, read and time come as one shape with a count: their keys
 * and arguments cross the wire once, and so does the reply.
 * KEYS: every key the shapes name, once each.
 * ARGV: the shape count, then per shape: reps, n, m, h, now_ms, then per window: key index, limit,
 * cost, ttl_seconds; per watched window and per hold: key index; then r: 0 (no read), 1 (read)
 * followed by the key index, or 2 followed by the key index, head and bytes (read unless unchanged).
 * Returns per shape: its reply's length, then { ok, used_1..used_n, watched_1..watched_m,
 * hold_1..hold_h, [value] }: ok is how many of its reps were spent (the first ok of them: a
 * refused rep changes nothing, so every later one is refused too); used_i the window's counter
 * before them; watched and holds as read after them; value the read key's text, nil when absent,
 * or '=' when r is 2 and the text has that many bytes and starts with head (the caller has it).
 * Rep j then saw used_i + cost_i × j when j <= ok, used_i + cost_i × ok when refused.
 * The refusal rule is `windowRefuses` of store.ts: cost > 0 refuses past the limit; a cost-0
 * window is a gate that refuses once nothing remains.
 */
export const SPEND_MANY = `
local shapes = tonumber(ARGV[1])
local ai = 2
local out = {}
for q = 1, shapes do
  local reps = tonumber(ARGV[ai])
  local n = tonumber(ARGV[ai + 1])
  local m = tonumber(ARGV[ai + 2])
  local h = tonumber(ARGV[ai + 3])
  local now = tonumber(ARGV[ai + 4])
  local wi = ai + 5
  local xi = wi + n * 4
  local r = tonumber(ARGV[xi + m + h])
  local ok = reps
  local used = {}
  for i = 1, n do
    local key = KEYS[tonumber(ARGV[wi + (i - 1) * 4])]
    local limit = tonumber(ARGV[wi + 1 + (i - 1) * 4])
    local cost = tonumber(ARGV[wi + 2 + (i - 1) * 4])
    local u = tonumber(redis.call('GET', key) or '0')
    used[i] = u
    if cost > 0 then
      local room = math.floor((limit - u) / cost)
      if room < 0 then room = 0 end
      if room < ok then ok = room end
    elseif u >= limit then ok = 0 end
  end
  local holds = {}
  for j = 1, h do
    local v = tonumber(redis.call('GET', KEYS[tonumber(ARGV[xi + m + j - 1])]) or '0')
    holds[j] = v
    if v > now then ok = 0 end
  end
  if ok > 0 then
    for i = 1, n do
      local cost = tonumber(ARGV[wi + 2 + (i - 1) * 4])
      if cost > 0 then
        local key = KEYS[tonumber(ARGV[wi + (i - 1) * 4])]
        local v = redis.call('INCRBY', key, cost * ok)
        if v == cost * ok then redis.call('EXPIRE', key, tonumber(ARGV[wi + 3 + (i - 1) * 4])) end
      end
    end
  end
  local reads = 0
  if r > 0 then reads = 1 end
  out[#out + 1] = 1 + n + m + h + reads
  out[#out + 1] = ok
  for i = 1, n do out[#out + 1] = used[i] end
  for k = 1, m do out[#out + 1] = tonumber(redis.call('GET', KEYS[tonumber(ARGV[xi + k - 1])]) or '0') end
  for j = 1, h do out[#out + 1] = holds[j] end
  ai = xi + m + h + 1
  if reads == 1 then
    local v = redis.call('GET', KEYS[tonumber(ARGV[ai])])
    if v and r == 2 and #v == tonumber(ARGV[ai + 2]) and string.sub(v, 1, #ARGV[ai + 1]) == ARGV[ai + 1] then
      out[#out + 1] = '='
    elseif v then out[#out + 1] = v else out[#out + 1] = false end
    ai = ai + 1
    if r == 2 then ai = ai + 2 end
  end
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
