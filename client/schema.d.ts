/**
 * Types of the Events partner API, generated from its OpenAPI document by `npm run client`.
 * Do not edit: change the endpoint declarations and regenerate.
 */

export interface paths {
    "/v1/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the calling key
         * @description Creates a successor of the calling key with the same name, type, scopes, limits and websites, and makes the calling key expire after `grace_hours` (default 24). A key rotates once; a key can rotate at most once an hour (a key made by a rotation waits an hour). The crew owner is emailed. The answer carries a secret, so it is never stored and this route takes no Idempotency-Key.
         *
         *     - **Scopes:** `write:keys`
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        post: operations["rotate_key"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key and its crew
         * @description The key's kind, scopes, own work budget (`rate_limit`), wider ceilings (`limits`) and websites, with the crew it belongs to.
         *
         *     - **Scopes:** none (any valid key)
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crew profile
         * @description The crew with the ids of its roster artists (unpublished included) and of its published promoters.
         *
         *     - **Scopes:** `read:profile`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_crew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/crew/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pages the crew manages
         * @description Every artist, promoter and venue page the crew manages, drafts included (their `image_url` and `page_url` are null while unpublished). Sorted by type, then name.
         *
         *     - **Scopes:** `read:profile`
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_crew_pages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Genres
         * @description Every genre, sorted by name. Genre ids are what the `genre` filters take.
         *
         *     - **Scopes:** none (any valid key)
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 3600 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_genres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the key has spent
         * @description The key's work budget (minute and day), the crew's pooled budget, the key's requests this minute and response bytes today, read from the very counters the limits spend. Costs no work; it counts as a request. Windows are fixed: minute windows start on the minute, day windows at 00:00 UTC.
         *
         *     `frozen` is true while the key is held to cached answers: a key that reads single resources by id and gets at least 30 not-found answers in 10 minutes, making up at least half of its reads by id, is sweeping ids it was never given, and is frozen for 15 minutes. Meanwhile cached answers still come (at no cost); uncached reads answer 429 `rate_limited` with `Retry-After`.
         *
         *     A key that keeps hitting limits waits longer: from the 3rd clock minute within an hour in which it got a 429, uncached reads are held 2 minutes, then 4, 8 and at most 15 minutes (Retry-After says how long). An hour without a 429 forgets the history.
         *
         *     - **Scopes:** none (any valid key)
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** Costs no work.
         */
        get: operations["get_usage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The key's last calls
         * @description The calling key's last calls, newest first: every request the key authenticated, with its answer's status, whether the cache answered, and the time taken. The log keeps 7 days and at most 1000 calls. It is written just after each answer, so a call shows up a moment after it returns; this request itself is not in its own answer. `count` is the number of calls the log holds for the key (at most 1000), whatever `limit` returns.
         *
         *     - **Scopes:** none (any valid key)
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_audit_log"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a booking request for roster artists
         * @description Records a booking request for one or more of the crew's roster artists and answers 201 with its id. The crew gets a `booking_request.created` webhook.
         *
         *     **Validation.** An invalid body answers 422 `validation_error` with one `errors` entry per problem (`param` names the field). Artist ids that are not on the crew's roster (or do not exist: the same answer) give one entry for `artist_ids` whose `invalid_ids` lists them; nothing is recorded.
         *
         *     **Limits.** 10 requests a minute per client address and 300 a day for the whole crew, on top of the key's write allowance. Send the visitor's address as `client_ip` when the request comes from a form on your site: the per-address limit then applies to each visitor, and the whole key gets twenty times a visitor's room (200 a minute). Without `client_ip`, the key itself counts as one visitor (10 a minute). Over a limit: 429 `rate_limited` with `Retry-After`.
         *
         *     **Idempotency.** Send an `Idempotency-Key` (1 to 255 visible ASCII characters) to retry safely: the same key with the same body within 24 hours answers the first request's answer again (status, body, headers, plus `Idempotent-Replayed: true`) without recording a second request; another body with that key is 422 `idempotency_mismatch`; a retry while the first is still running is 409 `conflict`. Only successful answers are kept, so a request refused with a problem can be corrected and retried with the same key. A replay spends no write allowance.
         *
         *     - **Scopes:** `write:bookings`
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         *     - **Idempotency:** send an `Idempotency-Key` to make retries safe (24-hour replay window).
         */
        post: operations["create_booking_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service status
         * @description Whether the service answers, and each component it checks: the database (a query) and the store behind limits, budgets and the cache (a read). Answers 503 with the same body when a component is down.
         *
         *     - **Scopes:** none
         *     - **Keys:** No key needed.
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** Discovery routes spend no work; they are limited to 60 requests a minute per address.
         */
        get: operations["get_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/scopes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every scope
         * @description All scopes with what they open, whether new keys get them by default, and whether a publishable key may hold them.
         *
         *     - **Scopes:** none
         *     - **Keys:** No key needed.
         *     - **Cache:** Cached 3600 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** Discovery routes spend no work; they are limited to 60 requests a minute per address.
         */
        get: operations["list_scopes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/changelog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Changes by date
         * @description What changed, newest first, with the routes shipped that day.
         *
         *     - **Scopes:** none
         *     - **Keys:** No key needed.
         *     - **Cache:** Cached 3600 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** Discovery routes spend no work; they are limited to 60 requests a minute per address.
         */
        get: operations["list_changelog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OpenAPI 3.1 document
         * @description The OpenAPI 3.1 document of every route this server serves, generated from the same declarations that serve them.
         *
         *     - **Scopes:** none
         *     - **Keys:** No key needed.
         *     - **Cache:** Cached 3600 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** Discovery routes spend no work; they are limited to 60 requests a minute per address.
         */
        get: operations["get_openapi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crew's roster
         * @description Every artist the crew manages, at the full tier (with `contact_emails`), unpublished artists included. Sorted by name ascending (ties by id).
         *
         *     Filters combine with AND: `q` keeps artists whose name contains the text (case-insensitive); `genre` takes a comma list of up to 10 genre ids (see `GET /v1/genres`) and keeps artists having any of them; `updated_since` keeps artists changed at or after that instant (for incremental sync); `ids` (up to 50) looks up those roster artists, silently leaving out ids that are not on the roster.
         *
         *     - **Scopes:** `read:artists`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); with `ids`, 1 per started block of 10 ids instead. Cached answers and 304s cost nothing.
         */
        get: operations["list_artists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/artists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One roster artist
         * @description One artist of the crew's roster at the full tier (with `contact_emails`), also while unpublished. Any other id (malformed, unknown, or an artist the crew does not manage) answers the same 404 `not_found`: foreign artists appear only embedded in event line-ups.
         *
         *     - **Scopes:** `read:artists`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_artist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/artists/{id}/presskits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public press kits of a roster artist
         * @description The artist's public press kits as summaries, wrapped with `artist_id`: the default kit first, then the most recently updated (ties by id). Private kits and drafts are left out for every key (the crew's secret key finds them in `GET /v1/presskits`). A kit with `protected: true` needs the `Presskit-Password` header on `GET /v1/presskits/{id}`. 404 when the artist is not on the crew's roster.
         *
         *     - **Scopes:** `read:artists`, `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_artist_presskits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crew's promoters
         * @description Every published promoter the crew manages, at the full tier (with `contact_emails`). Sorted by name ascending (ties by id).
         *
         *     `q` keeps promoters whose name contains the text (case-insensitive); `updated_since` keeps promoters changed at or after that instant (the artist list's filters, without `genre`); `ids` (up to 50) looks up those promoters, silently leaving out ids the crew does not manage or that are unpublished. Promoter fields beyond the artist shape are not part of v1.
         *
         *     - **Scopes:** `read:promoters`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); with `ids`, 1 per started block of 10 ids instead. Cached answers and 304s cost nothing.
         */
        get: operations["list_promoters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One managed promoter
         * @description One published promoter the crew manages, at the full tier. Malformed or unknown ids, promoters the crew does not manage and unpublished promoters all answer the same 404 `not_found`.
         *
         *     - **Scopes:** `read:promoters`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_promoter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters/{id}/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Venues a promoter uses
         * @description The published venues hosting the promoter's published events (past and upcoming), each with its capacity, `managed` (whether the crew manages the venue) and `event_count` (the promoter's published events there). Most used first; ties by venue name, then id. No pagination. 404 when the promoter is not a published promoter of the crew.
         *
         *     - **Scopes:** `read:promoters`, `read:venues`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_promoter_venues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters/{id}/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Artists a promoter books
         * @description Artists on confirmed sets of the promoter's published events (past and upcoming), each with `booking_count`: the number of those events the artist plays (a festival with two sets counts once). Most booked first; ties by name, then id. No pagination.
         *
         *     Roster artists come at the full tier (`managed: true`, with `contact_emails`, also while unpublished); other artists at the public tier (`managed: false`, no `contact_emails`), and only while their page is published. Unconfirmed sets and custom acts without an artist page never count. 404 when the promoter is not a published promoter of the crew.
         *
         *     - **Scopes:** `read:promoters`, `read:artists`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_promoter_artists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the crew
         * @description The crew's published events: events of its promoters, confirmed gigs of its roster artists (an unconfirmed set never brings an event in) and the agenda of its venues. Upcoming (the default `status`) means not ended yet, running events included, sorted soonest first; `past` and `all` sort latest first (undated events appear only in `all`, first). Cursor pagination (`limit` 1-100, default 25; `next_cursor`); no totals. Filters (all optional, combined with AND): `status`, `from`/`to` (start at or after / at or before; a date-only `to` includes that whole day), `promoter_id` and `artist_id` (pages the crew manages; another id answers 404), `venue_id`, `genre` (any of up to 10 genre ids), `city` (whole name, case-insensitive), `country` (ISO 3166-1 alpha-2), `near=lat,lng` with `radius_km` (1-500, default 25; great-circle distance to the venue; `radius_km` without `near` is 400), `updated_since`, `has_tickets` (true: a public tier is on sale right now — inside its window, not sold out, not stopped; false: none is), `ids` (up to 50). `expand` is not accepted here (400 validation_error). Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null. Items also carry `updated_at`, for incremental sync with `updated_since`.
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); with `ids`, 1 per started block of 10 ids instead. Cached answers and 304s cost nothing.
         */
        get: operations["list_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the crew's events
         * @description Events of the crew whose title, description or confirmed line-up names contain every word of `q` (case-insensitive; 2 to 100 characters, required: missing or the wrong length is 400 validation_error). Takes every filter of GET /v1/events and sorts the same way (no relevance order). Filters (all optional, combined with AND): `status`, `from`/`to` (start at or after / at or before; a date-only `to` includes that whole day), `promoter_id` and `artist_id` (pages the crew manages; another id answers 404), `venue_id`, `genre` (any of up to 10 genre ids), `city` (whole name, case-insensitive), `country` (ISO 3166-1 alpha-2), `near=lat,lng` with `radius_km` (1-500, default 25; great-circle distance to the venue; `radius_km` without `near` is 400), `updated_since`, `has_tickets` (true: a public tier is on sale right now — inside its window, not sold out, not stopped; false: none is), `ids` (up to 50). `expand` is not accepted here (400 validation_error). Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null. Items also carry `updated_at`.
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); with `ids`, 1 per started block of 10 ids instead. Cached answers and 304s cost nothing.
         */
        get: operations["search_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event with its venue and line-up
         * @description The event summary plus the full public-tier `venue` (null without one), `genres` and the `lineup`: one entry per artist of each confirmed set in running order (roster artists at the full tier with `contact_emails`, guests at the public tier with `managed: false`; a guest whose page is unpublished shows by name only; a custom act has `id` and `artist_id` null and its typed name). Set times are RFC 3339 in the event's own offset for that date, null without a recorded time and null for every set while the organiser keeps the timetable off. `expand=ticket_tiers` adds `ticket_tiers` (public tiers) and `ticket_fee` ({ percent, fixed, applies_to } of the payee); `venue` and `lineup` are accepted and already included; each value costs +1 work on an uncached call; other values answer 400 validation_error. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call; +1 for each `expand` value. Cached answers and 304s cost nothing.
         */
        get: operations["get_event"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/ticket-tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket tiers of an event
         * @description `{ data: [tier] }`: the event's public ticket tiers in the organiser's order, no pagination. Hidden tiers (sold through access codes) never appear, nor do stock counts, orders or buyers. `status` is derived now: off_sale (stopped by hand, or its sale window has closed), sold_out, scheduled (before its window) or on_sale. `price` is a decimal amount in `currency`. `checkout_url` opens the hosted checkout with that tier chosen: `{site}/events/{event_id}/checkout?tier={tier_id}`, plus `&locale=xx` when `locale` asks for another language than English. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 30 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_event_ticket_tiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ticket availability of an event
         * @description Whether tickets can be bought, never how many are left. Event `status`: no_tickets (no public tier), over (the event has ended, or every sale window has closed or was stopped), on_sale (a tier is on sale), scheduled (a tier is still to open), sold_out (what was on sale sold out and nothing is left to open). `next_sale_start` is the earliest start among tiers still to open (null when none; always null once the event is over). Each public tier gives its status and `few_left`: true only while on sale with at most a tenth of its initial stock left (at least 5). 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 30 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_availability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Booking fee of an event
         * @description The fee model the hosted checkout applies, in EUR, from the event's payee (its first promoter). `applies_to: "ticket"` (default): each paid ticket carries round(price × percent + fixed) to the cent (a bundle counts as one ticket; free tickets carry nothing); total = subtotal + the sum of those fees. `applies_to: "order"` (older model): total = subtotal + subtotal × percent + fixed, once per paid order. When the payee cannot be resolved the platform's default per-ticket rate is returned. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_fees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Festival days of an event with their slots
         * @description The organiser's festival days in time order, or the whole event as one day when none are declared (named by its weekday in the `locale` language; 24 hours long when the event has no end). Each day gives `date` (local) and `starts_at`/`ends_at` in the event's own offset, and the slots starting inside it (start at or after the day's start, before its end) in running order, ties by stage order. A slot is one set: a back-to-back set has several `artists` and is named by the organiser's custom name or the names joined with " B2B "; `artist_id` is its first artist (null for a custom act). `unscheduled` lists, in the organiser's order, sets without a time or outside every day. With the timetable off, `timetable_published` is false, every day's `slots` is empty and every set is in `unscheduled` with null times. Unconfirmed sets never appear. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_days"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/timetable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Timetable of an event by stage
         * @description Slots grouped by stage: the organiser's declared stages first in their order, then undeclared stages alphabetically, stage-less sets last (`stage: null`); each stage in running order (start, then end). Only stages with a timed set appear; sets without a time are left out (see /days `unscheduled`). Times are RFC 3339 in the event's own offset for that date. With the timetable off, `published` is false and `stages` is empty. Unconfirmed sets never appear. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_timetable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iCalendar file of an event
         * @description `text/calendar` (RFC 5545): METHOD:PUBLISH, times in UTC, lines folded at 75 octets; one VEVENT per event with a UID stable per event (`event-{id}@{site host}`), DTSTAMP (the event's last change), DTSTART, DTEND (the start when no end is recorded), SUMMARY (title), LOCATION (venue name and address), URL (event page) and a DESCRIPTION of the organiser's text followed by a line-up line and a tickets line whose labels follow `locale`. Served `Content-Disposition: inline`. Calendar named after the event; file name `event-{id}.ics`. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all). Also 404 when the event has no start date.
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/schema-org": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * schema.org JSON-LD of an event
         * @description A schema.org `MusicEvent` to embed in a page inside a script element of type `application/ld+json`: name, url, eventStatus, eventAttendanceMode, description, startDate/endDate (ISO 8601 in the event's own offset), image (array), location (Place with a PostalAddress), performer (PerformingGroups from the published timetable, each name once; empty while the timetable is off), organizer (the first published promoter) and offers (one Offer per public tier with price, currency, availability, checkout url and validFrom). 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_schema_org"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Photo albums of an event
         * @description `{ event_id, data: [album] }`: the event's public albums in the organiser's order, each with its first 200 finished photos (in album order) and `photo_count`, the number of finished photos. Private albums and photos still uploading never appear. No pagination. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_gallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/presales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Presales of an event
         * @description `{ event_id, data: [presale] }`: the event's presales in the organiser's order; drafts never appear. `registration_open` is true while the presale is open and now is inside its registration window (a missing bound does not limit it). `url` is the public sign-up page, `{site}/events/{event_id}/presale/{token}`. Products, caps, the selection rule, the promoter and the mailing list are never exposed. 404 not_found when the event is unknown, unpublished, outside the crew graph or the id is malformed (one answer for all).
         *
         *     - **Scopes:** `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_event_presales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/artists/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gigs of a roster artist
         * @description Published events where the artist has a confirmed set (an unconfirmed set never counts). Roster artists only, unpublished ones included; any other id answers 404. Params: `status`, `limit`, `cursor` (no `from`, `to` or `expand`). Upcoming (the default `status`) means not ended yet, running events included, sorted soonest first; `past` and `all` sort latest first (undated events appear only in `all`, first). Cursor pagination (`limit` 1-100, default 25; `next_cursor`); no totals. Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null.
         *
         *     - **Scopes:** `read:artists`, `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 120 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4). Cached answers and 304s cost nothing.
         */
        get: operations["list_artist_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/artists/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iCalendar feed of a roster artist's gigs
         * @description `text/calendar` (RFC 5545): METHOD:PUBLISH, times in UTC, lines folded at 75 octets; one VEVENT per event with a UID stable per event (`event-{id}@{site host}`), DTSTAMP (the event's last change), DTSTART, DTEND (the start when no end is recorded), SUMMARY (title), LOCATION (venue name and address), URL (event page) and a DESCRIPTION of the organiser's text followed by a line-up line and a tickets line whose labels follow `locale`. Served `Content-Disposition: inline`. The artist's upcoming confirmed gigs with a start date, soonest first, at most 100; calendar named "Events of {artist}" in the `locale` language; file name `artist-{id}.ics`. 404 when the artist is not on the roster or its page is not published.
         *
         *     - **Scopes:** `read:artists`, `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_artist_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of a managed promoter
         * @description Published events of one promoter the crew manages (published page; any other id answers 404). Params: `status`, `from`, `to` (start at or after / at or before; a date-only `to` includes that whole day), `expand`, `limit`, `cursor`. Upcoming (the default `status`) means not ended yet, running events included, sorted soonest first; `past` and `all` sort latest first (undated events appear only in `all`, first). Cursor pagination (`limit` 1-100, default 25; `next_cursor`); no totals. Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null. `expand` (comma list, each +1 work on an uncached call): `venue` turns `venue` into the full public venue; `lineup` adds the line-up and `ticket_tiers` the public tiers, shaped as in GET /v1/events/{id}. Unknown values answer 400 validation_error.
         *
         *     - **Scopes:** `read:promoters`, `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); +1 for each `expand` value. Cached answers and 304s cost nothing.
         */
        get: operations["list_promoter_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/promoters/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * iCalendar feed of a managed promoter's events
         * @description `text/calendar` (RFC 5545): METHOD:PUBLISH, times in UTC, lines folded at 75 octets; one VEVENT per event with a UID stable per event (`event-{id}@{site host}`), DTSTAMP (the event's last change), DTSTART, DTEND (the start when no end is recorded), SUMMARY (title), LOCATION (venue name and address), URL (event page) and a DESCRIPTION of the organiser's text followed by a line-up line and a tickets line whose labels follow `locale`. Served `Content-Disposition: inline`. The promoter's upcoming published events with a start date, soonest first, at most 100; calendar named "Events of {promoter}" in the `locale` language; file name `promoter-{id}.ics`. 404 when the promoter is not managed by the crew or not published.
         *
         *     - **Scopes:** `read:promoters`, `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_promoter_calendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/venues/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Agenda of a venue
         * @description The crew's published events at one venue: every published event of a venue the crew manages, and for a venue the crew only plays at, the crew's own events there. The venue must be reachable (managed, or hosting an event of the crew graph, and published); any other id answers 404. Params: `status`, `from`, `to`, `limit`, `cursor`. Upcoming (the default `status`) means not ended yet, running events included, sorted soonest first; `past` and `all` sort latest first (undated events appear only in `all`, first). Cursor pagination (`limit` 1-100, default 25; `next_cursor`); no totals. Items are event summaries: `starts_at`/`ends_at` UTC instants, `timezone`, `page_url` on the public site, `venue` as `{ id, name }` or null. Items also carry `updated_at`.
         *
         *     - **Scopes:** `read:venues`, `read:events`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4). Cached answers and 304s cost nothing.
         */
        get: operations["list_venue_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/venues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Venues the crew manages or plays
         * @description Published venues the crew manages (`managed: true`) and published venues hosting a published event of the crew graph (`managed: false`), each with its capacity. Sorted by name ascending (ties by id).
         *
         *     `q` keeps venues whose name contains the text (case-insensitive); `ids` (up to 50) looks up those venues, silently leaving out ids outside the crew's reach.
         *
         *     - **Scopes:** `read:venues`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4); with `ids`, 1 per started block of 10 ids instead. Cached answers and 304s cost nothing.
         */
        get: operations["list_venues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/venues/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One venue
         * @description One published venue with its capacity and `managed`, reachable when the crew manages it or it hosts a published event of the crew graph. Any other id (malformed, unknown, unpublished, outside the graph) answers the same 404 `not_found`.
         *
         *     - **Scopes:** `read:venues`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_venue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/venues/{id}/capacity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capacity of a venue
         * @description The venue's capacity: `layouts` are alternative setups of one room (standing, seated, theatre, cabaret, banquet, cocktail, classroom), never summed; `max` is the largest of them. With no stated capacity `max` is null and `layouts` is `{}`. Same reach and 404 as `GET /v1/venues/{id}`.
         *
         *     - **Scopes:** `read:venues`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_venue_capacity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News of a managed page
         * @description Published news posts of one page the crew manages, newest first (ties by id). Name the page with exactly one of `promoter_id`, `venue_id` or `artist_id`; none or several answers 400 `validation_error`.
         *
         *     A post scheduled for later stays out until its `published_at` instant; drafts never appear. `body_html` is the Markdown rendered and sanitised. The page must be a published promoter or venue the crew manages, or a roster artist (also while unpublished); otherwise 404 `not_found`.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 120 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4). Cached answers and 304s cost nothing.
         */
        get: operations["list_news"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partners of a managed page
         * @description The partners (sponsors, supporters) of one published promoter or venue the crew manages, in the page's display order (ties by id). Name the page with exactly one of `promoter_id` or `venue_id`; none or both answers 400 `validation_error`; a page the crew does not manage answers 404 `not_found`.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_partners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/presskits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Press kits of the roster
         * @description Press kit summaries of every artist the crew manages (unpublished artists included), grouped by artist in roster order (artist name, then id), each artist's default kit first, then the most recently updated. No pagination.
         *
         *     A publishable key sees public kits only; a secret key also sees private kits and drafts (drafts are listed for the crew's own tools but never open on `GET /v1/presskits/{id}`). `protected: true` means the kit needs the `Presskit-Password` header.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 120 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_presskits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/presskits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One press kit
         * @description One press kit with its artist at the full tier, ordered `sections`, `style`, bio settings, press quotes and files. Never cached.
         *
         *     404 `not_found` for a malformed id, an unknown kit, a kit of an artist the crew does not manage, a draft, and a private kit asked with a publishable key (private kits open only to the crew's secret keys).
         *
         *     A protected kit (`protected: true`) needs its password in the `Presskit-Password` header from every caller, secret keys included: missing or wrong answers 401 `password_required`. Password attempts are limited to 10 a minute per key and kit; with a publishable key the 10 count per visitor address, and the whole key has twenty times that room. Past the limit every attempt, right or wrong, answers 429 `rate_limited` with `Retry-After`.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_presskit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crew's public forms
         * @description Published forms of the crew: forms owned by the crew itself (`owner: { type: "crew", id: <crew slug> }`) and forms owned by a page the crew manages (`owner: { type, id: <page id> }`). Drafts are left out. Sorted by title, then slug. No pagination.
         *
         *     `availability` is derived at request time: `empty` (no question), `closed` (at or after `closes_at`), `scheduled` (before `opens_at`), `full` (the response cap is reached), else `open`, the first that holds. `url` is the form's public page.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 120 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_forms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/forms/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public form
         * @description One published form of the crew as its public page shows it: the fields of the summary, `id`, `captures_contact` (whether it asks for contact details), `definition_version` (changes when the questions change), the display `settings` (`show_progress`, `submit_label` — in the request's `locale` when the organiser typed none —, `consent_text`) and `questions` in page order (`key`, `type`, `label`, `required`, `options` for choice questions).
         *
         *     Organiser-only settings (notifications, redirects) and responses are never returned. Drafts, unknown slugs and forms of other crews answer 404 `not_found`. When two forms of the crew share a slug (one created by another crew on a shared page), the crew's own form is returned.
         *
         *     - **Scopes:** `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 60 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_form"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Partners of an event
         * @description The partners of the event's published promoters and of its published venue, as the event page shows them: promoters in the event's display order, then the venue; each owner's partners in its own display order (ties by id). Each item names its `owner`. Wrapped with `event_id`; no pagination. 404 when the event is unpublished or outside the crew graph.
         *
         *     - **Scopes:** `read:events`, `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 300 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_event_partners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * News of an event
         * @description Published news posts of one event, newest first (ties by id), wrapped with `event_id`. A post scheduled for later stays out until its `published_at` instant; drafts never appear. 404 when the event is unpublished or outside the crew graph.
         *
         *     - **Scopes:** `read:events`, `read:content`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 120 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per started block of 25 of `limit` (the default 25 costs 1, `limit=100` costs 4). Cached answers and 304s cost nothing.
         */
        get: operations["list_event_news"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seller page's merch catalogue
         * @description The published products of a page's shop, in the shop's order, with the full `seller` identity (page name and image plus legal name, address, company number, contact email, VAT regime, who pays return shipping). Event exclusives are left out: they sell only with their event (GET /v1/events/{id}/shop). No pagination.
         *
         *     A product carries its variants (`available` counts units held by open checkouts as taken; stock counts are never shown), `from_price_cents` (lowest among available variants, among all when none is), `preorder` (null, or `{ status: open|closed, ships_on, ends_on }`; null again from `ships_on` on) and `seller` as `{ type, id }`. Prices are integer cents in the shop's `currency`. `installments` is null or the instalment offer on the selling page's payment account (`stripe_account`): render the payment provider's own messaging element with those values, never your own wording.
         *
         *     A page the crew does not manage, a page without a shop, or a shop that is not open answers `{ seller: null, installments: null, data: [] }`. Missing or invalid `seller_type`/`seller_id` (or an unknown parameter) answer **422** validation_error with `errors`.
         *
         *     - **Scopes:** `read:shop`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 30 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["list_shop_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One merch product
         * @description One product, returned directly, with `seller` holding the full seller identity and `installments`. A product carries its variants (`available` counts units held by open checkouts as taken; stock counts are never shown), `from_price_cents` (lowest among available variants, among all when none is), `preorder` (null, or `{ status: open|closed, ships_on, ends_on }`; null again from `ships_on` on) and `seller` as `{ type, id }`. Prices are integer cents in the shop's `currency`.
         *
         *     With `event_id` (an event of the crew graph whose event shop is open): the product as that event sells it, exclusives included; the product must be in the event shop's selection and belong to the event's payee (its first promoter).
         *
         *     404 not_found, one answer for all: unknown or malformed id, unpublished product, a page the crew does not manage, an event exclusive asked without its event, a product of a shop that is not open asked without an event, and with `event_id`: an event outside the crew graph, no event shop or a closed one, or a product the event shop does not sell.
         *
         *     - **Scopes:** `read:shop`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 30 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_shop_product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}/shop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merch an event sells
         * @description While the event shop is open: the products of the event's payee (its first promoter) as full product objects, every published one (exclusives included) or the shop's selection, in the shop's order; `seller` as `{ type, id, name, legal_name }`; `pickup_at_event` as `{ open, cutoff_at, instructions }` (null without pickup at the event; `open` is true while the event shop and its pickup are open and `cutoff_at` is ahead) and the seller's `installments`.
         *
         *     A product carries its variants (`available` counts units held by open checkouts as taken; stock counts are never shown), `from_price_cents` (lowest among available variants, among all when none is), `preorder` (null, or `{ status: open|closed, ships_on, ends_on }`; null again from `ships_on` on) and `seller` as `{ type, id }`. Prices are integer cents in the shop's `currency`. `installments` is null or the instalment offer on the selling page's payment account (`stripe_account`): render the payment provider's own messaging element with those values, never your own wording.
         *
         *     While the event shop is closed, when the crew does not manage the payee, or without an event shop: `data` is empty and `seller`, `pickup_at_event` and `installments` are null. 404 not_found when the event is unknown, unpublished or outside the crew graph (one answer for all).
         *
         *     - **Scopes:** `read:shop`
         *     - **Keys:** Secret keys, and publishable keys from one of their websites (Bearer header or `?key=`).
         *     - **Cache:** Cached 30 s per crew; send `If-None-Match` with the `ETag` for a free 304.
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        get: operations["get_event_shop"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a merch cart
         * @description Prices a cart of one seller for a fulfilment `mode` (with `country` for delivery, an optional `coupon_code`, `method_key` and `event_id`); nothing is reserved. The answer lists the lines with their share of the discount, the `shipping_options` for the mode with the `selected_option` (`method_key`, else the first), the totals, the `available_modes` and `deliverable_countries` of the cart, the applied `coupon` (null without `coupon_code`) and `ships_on` (the latest shipping day among pre-order lines, null for a cart in stock). How a cart is priced, step by step: docs/guides/shop-pricing.md.
         *
         *     **Refusals.** 422 validation_error with one `errors` entry and a `reason`: invalid_cart (bad or repeated lines), invalid_mode, unavailable (`variant_id`), out_of_stock (`variant_id`, `available`), max_per_order (`variant_id`, `max`), mixed_sellers, country_required, country_not_allowed, mode_not_allowed, pickup_closed, preorder_closed (`variant_id`), not_ready_for_event, no_method, or a `coupon_` reason (coupon_unknown, coupon_other_shop, coupon_not_started, coupon_expired, coupon_used_up, coupon_below_minimum); the delivery refusals (country_required, country_not_allowed, mode_not_allowed, pickup_closed) carry `available_modes` and `deliverable_countries`. 409 conflict with reason not_ready when the selling page cannot sell yet. 404 not_found for an `event_id` outside the crew graph.
         *
         *     **Limits.** 120 quotes a minute per buyer address, on top of the key's write allowance. Send the buyer's address as `client_ip`: the limit then applies to each buyer, and the whole key gets twenty times a buyer's room. Without `client_ip`, the key itself counts as one buyer (120 a minute). Over a limit: 429 `rate_limited` with `Retry-After`.
         *
         *     - **Scopes:** `read:shop`
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        post: operations["shop_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shop/checkout-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a hosted checkout for a cart
         * @description Prices the cart exactly as `POST /v1/shop/quote` does, holds its stock for 30 minutes, and opens a hosted checkout on the selling page's own payment account. Answers 200 `{ url }`: send the buyer there. The buyer pays on that page, then lands on this service's thank-you and order pages (or its cancel page), never on your site. The service writes the order, emails the buyer and the seller, and sends `order.paid` to the crews managing the selling page once the payment completes.
         *
         *     **Body.** The quote's fields plus `buyer_email` (required), `idempotency_key`, `locale` (en, fr, de, es, it, nl, uk; default: the request's locale) and `reference` (at most 64 letters, digits, `.`, `_`, `:`, `-`; kept on the order). A marketing consent (`marketing_opt_in`, `marketing_consent`) is accepted and ignored.
         *
         *     **Resolved by the service.** Prices, totals, currency, seller, payee, fees and landing pages are never taken from the caller: sending any of `amount`, `price`, `unit_amount`, `unit_cents`, `price_cents`, `total_cents`, `shipping_cents`, `currency`, `seller_type`, `seller_id`, `payee`, `stripe_account`, `application_fee_amount`, `fee`, `commission`, `success_url`, `cancel_url`, `return_url`, `discount_id`, `stripe_coupon_id`, `user_id` answers 422 `validation_error` with one `errors` entry per field sent (message "is resolved by the service; do not send it").
         *
         *     **Errors.** The quote's problems (422 `validation_error` with its `reason`, 409 `conflict` reason `not_ready`, 404 for an event outside the crew's graph); 422 for a bad `buyer_email`, `reference` or `locale`, and products of a page the crew does not manage (`reason: unavailable`); 409 `conflict` with `reason: stock_moved` (and `variant_id`) when a unit was sold or held between the quote and the hold; 502 `upstream_error` when the payment provider could not open the page (nothing is held; safe to retry).
         *
         *     **Limits.** 60 requests a minute per buyer (`client_ip`; without it the key counts as one buyer), 5000 checkouts a day for the crew, 30 a day per buyer email (compared without case), on top of the checkout allowance (600 a minute for the key and for the crew). Over a limit: 429 `rate_limited` with `Retry-After`.
         *
         *     **Retries.** This route does not take the `Idempotency-Key` header. Make a UUID per pay click and send it as `idempotency_key`: a retry with the same value and the same body answers the same session's `url` without holding more stock; the same value with another body is 422 `idempotency_mismatch`.
         *
         *     - **Scopes:** `write:shop:checkout`
         *     - **Keys:** Secret keys only (Bearer header).
         *     - **Cache:** Never cached (`Cache-Control: private, no-store`).
         *     - **Work cost:** 1 per uncached call. Cached answers and 304s cost nothing.
         */
        post: operations["create_shop_checkout_session"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An RFC 9457 problem. Routes may add fields of their own. */
        Problem: {
            /**
             * Format: uri
             * @description Link to this code's section of the errors guide: `{docs_url}/errors#<code>`.
             */
            type: string;
            /** @description Short summary of the code. */
            title: string;
            /**
             * Format: int32
             * @description The HTTP status.
             */
            status: number;
            /** @description What went wrong with this request, in words. */
            detail: string;
            /** @description The request path. */
            instance: string;
            /**
             * @description Stable code to branch on.
             * @enum {string}
             */
            code: "invalid_key" | "key_in_query" | "key_suspended" | "subscription_required" | "missing_scope" | "forbidden" | "origin_not_allowed" | "not_found" | "method_not_allowed" | "conflict" | "validation_error" | "invalid_cursor" | "idempotency_mismatch" | "password_required" | "payload_too_large" | "unsupported_media_type" | "rate_limited" | "internal_error" | "upstream_error";
            /** @description Same as the X-Request-Id header. */
            request_id: string;
            /** @description validation_error: each invalid parameter or field. */
            errors?: ({
                /** @description The parameter or body field, dotted for nested fields ("lines.0.quantity"); "(body)" for the body as a whole. */
                param: string;
                message: string;
            } & {
                [key: string]: unknown;
            })[];
            /**
             * Format: int32
             * @description rate_limited: seconds to wait, as in Retry-After.
             */
            retry_after?: number;
            /** @description Some codes add a machine-readable reason (for example conflict: already_rotated). */
            reason?: string;
        } & {
            [key: string]: unknown;
        };
        RotateKeyRequest: {
            /**
             * Format: int32
             * @description Hours the old key keeps working (default 24).
             */
            grace_hours?: number;
        };
        BookingRequestInput: {
            /** @description Roster artists of the crew the request is for (1 to 50). */
            artist_ids: number[];
            /**
             * Format: email
             * @description Where the crew answers.
             */
            contact_email: string;
            contact_name?: string | null;
            contact_phone?: string | null;
            event_name?: string | null;
            /** @description YYYY-MM-DD. */
            event_date?: string | null;
            venue?: string | null;
            city?: string | null;
            organization?: string | null;
            /** @description Free text, e.g. "EUR 2,500 + travel". */
            fee_offer?: string | null;
            /** @description Free text. */
            capacity?: string | null;
            /** @description Free text. */
            ticket_price?: string | null;
            /** @description The visitor's address, when the request comes from a form on your site: the per-address limit then applies to that visitor instead of to the whole key. */
            client_ip?: string;
        };
        ShopQuoteInput: {
            lines: {
                /** @description A variant id. */
                variant_id: string;
                /** Format: int32 */
                quantity: number;
            }[];
            /** @enum {string} */
            mode: "delivery" | "pickup_event" | "pickup_location";
            /**
             * Format: int32
             * @description Unlocks the event's exclusives and pickup at the event.
             */
            event_id?: number;
            /** @description ISO 3166-1 alpha-2 delivery country; required when mode is delivery. */
            country?: string;
            /** @description A coupon of the selling page (case-insensitive). */
            coupon_code?: string;
            /** @description A `key` of `shipping_options`; default the first. */
            method_key?: string;
            /** @description The buyer's address, to count their requests. */
            client_ip?: string;
        };
        ShopCheckoutSessionInput: {
            lines: {
                /** @description A variant id. */
                variant_id: string;
                /** Format: int32 */
                quantity: number;
            }[];
            /** @enum {string} */
            mode: "delivery" | "pickup_event" | "pickup_location";
            /**
             * Format: int32
             * @description Unlocks the event's exclusives and pickup at the event.
             */
            event_id?: number;
            /** @description ISO 3166-1 alpha-2 delivery country; required when mode is delivery. */
            country?: string;
            /** @description A coupon of the selling page (case-insensitive). */
            coupon_code?: string;
            /** @description A `key` of `shipping_options`; default the first. */
            method_key?: string;
            /** @description The buyer's address, to count their requests. */
            client_ip?: string;
            /**
             * Format: email
             * @description Where the confirmation and the order link go.
             */
            buyer_email: string;
            /** @description A UUID made per pay click: a retry with the same value and body answers the same session. */
            idempotency_key?: string;
            /**
             * @description The checkout page's language; default: the request's locale.
             * @enum {string}
             */
            locale?: "en" | "fr" | "de" | "es" | "it" | "nl" | "uk";
            /** @description Your own reference, kept on the order (at most 64 letters, digits, '.', '_', ':', '-'). */
            reference?: string;
            /** @description Ignored: a marketing consent sent by the caller is not recorded. */
            marketing_opt_in?: boolean;
            /** @description Ignored, like marketing_opt_in. */
            marketing_consent?: boolean;
            /** @description Resolved by the service: refused when sent. */
            amount?: unknown;
            /** @description Resolved by the service: refused when sent. */
            price?: unknown;
            /** @description Resolved by the service: refused when sent. */
            unit_amount?: unknown;
            /** @description Resolved by the service: refused when sent. */
            unit_cents?: unknown;
            /** @description Resolved by the service: refused when sent. */
            price_cents?: unknown;
            /** @description Resolved by the service: refused when sent. */
            total_cents?: unknown;
            /** @description Resolved by the service: refused when sent. */
            shipping_cents?: unknown;
            /** @description Resolved by the service: refused when sent. */
            currency?: unknown;
            /** @description Resolved by the service: refused when sent. */
            seller_type?: unknown;
            /** @description Resolved by the service: refused when sent. */
            seller_id?: unknown;
            /** @description Resolved by the service: refused when sent. */
            payee?: unknown;
            /** @description Resolved by the service: refused when sent. */
            stripe_account?: unknown;
            /** @description Resolved by the service: refused when sent. */
            application_fee_amount?: unknown;
            /** @description Resolved by the service: refused when sent. */
            fee?: unknown;
            /** @description Resolved by the service: refused when sent. */
            commission?: unknown;
            /** @description Resolved by the service: refused when sent. */
            success_url?: unknown;
            /** @description Resolved by the service: refused when sent. */
            cancel_url?: unknown;
            /** @description Resolved by the service: refused when sent. */
            return_url?: unknown;
            /** @description Resolved by the service: refused when sent. */
            discount_id?: unknown;
            /** @description Resolved by the service: refused when sent. */
            stripe_coupon_id?: unknown;
            /** @description Resolved by the service: refused when sent. */
            user_id?: unknown;
        };
        RotateKeyAnswer: {
            /** @description The new key, shown once. Store it now. */
            key: string;
            record: components["schemas"]["KeyRecord"];
            previous: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                expires_at: string;
            };
        };
        KeyRecord: {
            /** Format: uuid */
            id: string;
            name: string;
            key_prefix: string;
            last4: string;
            /** @enum {string} */
            key_type: "secret" | "publishable";
            scopes: string[];
            storefront_origins: string[];
            /** Format: date-time */
            created_at: string;
            expires_at: string | null;
            /** Format: uuid */
            rotated_from_id: string;
        };
        Me: {
            key: components["schemas"]["KeySummary"];
            crew: components["schemas"]["CrewRef"];
        };
        KeySummary: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "secret" | "publishable";
            scopes: string[];
            /** @description The key's own work budget. */
            rate_limit: {
                /** Format: int32 */
                per_minute: number;
                /** Format: int32 */
                per_day: number;
            };
            /** @description Wider ceilings: requests of the key, the crew's pooled work, response bytes a day. */
            limits: {
                /** Format: int32 */
                requests_per_minute: number;
                /** Format: int32 */
                crew_work_per_minute: number;
                /** Format: int32 */
                crew_work_per_day: number;
                /** Format: int64 */
                bytes_per_day: number;
            };
            websites: string[];
        };
        CrewRef: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
        };
        Crew: {
            /** Format: uuid */
            id: string;
            name: string;
            slug: string;
            pages: {
                artists: number[];
                promoters: number[];
            };
        };
        CrewPage: {
            /** @enum {string} */
            type: "artist" | "promoter" | "venue";
            /** Format: int32 */
            id: number;
            name: string;
            /** @description Null while the page is unpublished. */
            image_url: string | null;
            is_published: boolean;
            /** @description Null while the page is unpublished. */
            page_url: string | null;
        };
        Genre: {
            /** Format: int32 */
            id: number;
            name: string;
        };
        Usage: {
            key: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                type: "secret" | "publishable";
            };
            /** @description The crew's plan: studio or roster. */
            plan: string;
            /** @description The key's own work budget. */
            work: {
                minute: components["schemas"]["UsageWindow"];
                day: components["schemas"]["UsageWindow"];
            };
            /** @description The same budget pooled over all the crew's keys. */
            crew_work: {
                minute: components["schemas"]["UsageWindow"];
                day: components["schemas"]["UsageWindow"];
            };
            /** @description Requests of the key, cached or not. */
            requests: {
                minute: components["schemas"]["UsageWindow"];
            };
            /** @description Response bytes of the key today (UTC). */
            bytes: {
                /** Format: int64 */
                today: number;
                /** Format: int64 */
                limit: number;
            };
            /** @description True while the key is held to cached answers after an unusual sweep of ids. */
            frozen: boolean;
        };
        UsageWindow: {
            /** Format: int32 */
            limit: number;
            /** Format: int32 */
            used: number;
            /** Format: int32 */
            remaining: number;
            /**
             * Format: int32
             * @description Seconds until the window starts again.
             */
            reset_seconds: number;
        };
        AuditLog: {
            data: components["schemas"]["AuditEntry"][];
            /** Format: int32 */
            count: number;
        };
        AuditEntry: {
            /** Format: date-time */
            at: string;
            method: string;
            path: string;
            /** Format: int32 */
            status: number;
            ip: string;
            request_id: string;
            /** @description hit: answered from the cache; miss: read fresh; stale: refreshed after expiry, or the last copy served while the budget was spent or a dependency failed; null: not cacheable. */
            cache: ("hit" | "miss" | "stale") | null;
            /**
             * Format: int32
             * @description Time to answer, milliseconds.
             */
            ms: number;
        };
        BookingRequest: {
            /** Format: uuid */
            id: string;
            /** @constant */
            status: "new";
            /** Format: date-time */
            created_at: string;
        };
        Status: {
            /**
             * @description ok only when every component is ok.
             * @enum {string}
             */
            status: "ok" | "down";
            api_version: string;
            /** Format: date-time */
            time: string;
            /** @description Only what this route checks; more components appear as they are checked. */
            components: {
                /**
                 * @description A query answered.
                 * @enum {string}
                 */
                database: "ok" | "down";
                /**
                 * @description The store behind limits, budgets and the cache answered a read.
                 * @enum {string}
                 */
                store: "ok" | "down";
            };
        };
        ScopeInfo: {
            scope: string;
            /** @enum {string} */
            group: "read" | "write";
            default: boolean;
            publishable: boolean;
            owner_only: boolean;
            summary: string;
            /** @description The routes the scope opens, as "METHOD /v1/path". */
            routes: string[];
        };
        ChangelogEntry: {
            /** Format: date */
            date: string;
            changes: string[];
            routes: string[];
        };
        Artist: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            /** @description Genre names. */
            genres: string[];
            /** @description Keyed by network; never holds an email. */
            links: {
                [key: string]: string;
            } | null;
            is_verified: boolean;
            /** @description True for pages the crew manages. */
            managed: boolean;
            /** @description Managed (full) tier only; absent at the public tier. */
            contact_emails?: {
                type: string;
                value: string;
            }[];
        };
        PresskitSummary: {
            /** Format: uuid */
            id: string;
            /** Format: int32 */
            artist_id: number;
            title: string;
            /** @enum {string} */
            status: "public" | "private" | "draft";
            /** @description True when a Presskit-Password is needed. */
            protected: boolean;
            is_default: boolean;
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        Promoter: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            /** @description Genre names. */
            genres: string[];
            /** @description Keyed by network; never holds an email. */
            links: {
                [key: string]: string;
            } | null;
            is_verified: boolean;
            /** @description True for pages the crew manages. */
            managed: boolean;
            /** @description Managed (full) tier only; absent at the public tier. */
            contact_emails?: {
                type: string;
                value: string;
            }[];
        };
        VenueWithEventCount: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            location: components["schemas"]["Location"] | null;
            genres: string[];
            /** @description Null when empty. */
            links: {
                [key: string]: string;
            } | null;
            capacity: components["schemas"]["Capacity"];
            managed: boolean;
            /** Format: int32 */
            event_count: number;
        };
        Location: {
            address: string;
            city?: string;
            country?: string;
            lat?: number;
            lng?: number;
        };
        Capacity: {
            /** @description The largest layout figure; null with no stated capacity. */
            max: number | null;
            /** @description Alternative setups of one room, never summed. */
            layouts: {
                [key: string]: number;
            };
        };
        ArtistWithBookings: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            /** @description Genre names. */
            genres: string[];
            /** @description Keyed by network; never holds an email. */
            links: {
                [key: string]: string;
            } | null;
            is_verified: boolean;
            /** @description True for pages the crew manages. */
            managed: boolean;
            /** @description Managed (full) tier only; absent at the public tier. */
            contact_emails?: {
                type: string;
                value: string;
            }[];
            /**
             * Format: int32
             * @description Events (not sets) with this promoter.
             */
            booking_count: number;
        };
        EventListItem: {
            /** Format: int32 */
            id: number;
            title: string;
            description: string;
            /** @description UTC instant. */
            starts_at: string | null;
            /** @description UTC instant. */
            ends_at: string | null;
            /** @description IANA time zone of the event. */
            timezone: string;
            image_url: string | null;
            type: string;
            page_url: string;
            venue: components["schemas"]["VenueRef"] | null;
            /** Format: date-time */
            updated_at: string;
        };
        VenueRef: {
            /** Format: int32 */
            id: number;
            name: string;
        };
        EventDetail: {
            /** Format: int32 */
            id: number;
            title: string;
            description: string;
            /** @description UTC instant. */
            starts_at: string | null;
            /** @description UTC instant. */
            ends_at: string | null;
            /** @description IANA time zone of the event. */
            timezone: string;
            image_url: string | null;
            type: string;
            page_url: string;
            /** @description The full public-tier venue. */
            venue: components["schemas"]["VenuePublic"] | null;
            lineup: components["schemas"]["LineupEntry"][];
            genres: string[];
            /** @description With expand=ticket_tiers. */
            ticket_tiers?: components["schemas"]["TicketTier"][];
            /** @description With expand=ticket_tiers. */
            ticket_fee?: components["schemas"]["TicketFee"];
        };
        VenuePublic: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            location: components["schemas"]["Location"] | null;
            genres: string[];
            /** @description Null when empty. */
            links: {
                [key: string]: string;
            } | null;
        };
        LineupEntry: {
            /** @description The artist's id; null for a custom act. */
            id: number | null;
            name: string;
            image_url: string | null;
            description: string | null;
            /** @description Genre names. */
            genres: string[];
            /** @description Keyed by network; never holds an email. */
            links: {
                [key: string]: string;
            } | null;
            is_verified: boolean;
            /** @description True for pages the crew manages. */
            managed: boolean;
            /** @description Managed (full) tier only; absent at the public tier. */
            contact_emails?: {
                type: string;
                value: string;
            }[];
            /** @description Null for a custom, non-linked act; its typed name is in `name`. */
            artist_id: number | null;
            stage: string | null;
            /** @description Null without a recorded time, and for every set while the timetable is off. */
            start_time: string | null;
            end_time: string | null;
        };
        TicketTier: {
            id: string;
            name: string;
            description: string | null;
            /** @description Decimal amount in currency units. */
            price: number;
            currency: string;
            /** @enum {string} */
            status: "on_sale" | "scheduled" | "sold_out" | "off_sale";
            /** Format: date-time */
            sale_start: string;
            /** Format: date-time */
            sale_end: string;
            /** Format: int32 */
            max_per_order: number;
            checkout_url: string;
        };
        TicketFee: {
            percent: number;
            fixed: number;
            /** @enum {string} */
            applies_to: "ticket" | "order";
        };
        Availability: {
            /** Format: int32 */
            event_id: number;
            /** @enum {string} */
            status: "on_sale" | "scheduled" | "sold_out" | "over" | "no_tickets";
            next_sale_start: string | null;
            tiers: {
                id: string;
                name: string;
                /** @enum {string} */
                status: "on_sale" | "scheduled" | "sold_out" | "off_sale";
                few_left: boolean;
                /** Format: date-time */
                sale_start: string;
                /** Format: date-time */
                sale_end: string;
            }[];
        };
        Fee: {
            /** Format: int32 */
            event_id: number;
            percent: number;
            fixed: number;
            /** @enum {string} */
            applies_to: "ticket" | "order";
        };
        Days: {
            /** Format: int32 */
            event_id: number;
            timezone: string;
            timetable_published: boolean;
            data: {
                name: string;
                /** Format: date */
                date: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 with the event's own UTC offset for that date (wall-clock digits as the organiser typed them).
                 */
                starts_at: string;
                /**
                 * Format: date-time
                 * @description RFC 3339 with the event's own UTC offset for that date (wall-clock digits as the organiser typed them).
                 */
                ends_at: string;
                slots: components["schemas"]["Slot"][];
            }[];
            unscheduled: components["schemas"]["Slot"][];
        };
        Slot: {
            /** @description The organiser's custom name, else the artist names joined with ' B2B '. */
            name: string;
            artist_id: number | null;
            artists: {
                /** Format: int32 */
                id: number;
                name: string;
                managed: boolean;
            }[];
            stage: string | null;
            start_time: string | null;
            end_time: string | null;
        };
        Timetable: {
            /** Format: int32 */
            event_id: number;
            timezone: string;
            published: boolean;
            stages: {
                stage: string | null;
                slots: components["schemas"]["Slot"][];
            }[];
        };
        SchemaOrgMusicEvent: {
            /** @constant */
            "@context": "https://schema.org";
            /**
             * @description schema.org type MusicEvent.
             * @constant
             */
            "@type": "MusicEvent";
            name: string;
            /** @description The event page. */
            url: string;
            /** @description https://schema.org/EventScheduled. */
            eventStatus: string;
            /** @description https://schema.org/OfflineEventAttendanceMode. */
            eventAttendanceMode: string;
            description: string;
            /** @description ISO 8601 with the event's own offset; absent for an undated event. */
            startDate?: string;
            endDate?: string;
            image: string[];
            /** @description The venue; absent when the event has none. */
            location?: {
                /**
                 * @description schema.org type Place.
                 * @constant
                 */
                "@type": "Place";
                name: string;
                address: {
                    /**
                     * @description schema.org type PostalAddress.
                     * @constant
                     */
                    "@type": "PostalAddress";
                    streetAddress?: string;
                    addressLocality?: string;
                    addressCountry?: string;
                };
            };
            /** @description Names from the published timetable, once each; empty while the timetable is off. */
            performer: {
                /**
                 * @description schema.org type PerformingGroup.
                 * @constant
                 */
                "@type": "PerformingGroup";
                name: string;
            }[];
            /** @description The first published promoter of the event. */
            organizer?: {
                /**
                 * @description schema.org type Organization.
                 * @constant
                 */
                "@type": "Organization";
                name: string;
                url: string;
            };
            /** @description One per public ticket tier. */
            offers: {
                /**
                 * @description schema.org type Offer.
                 * @constant
                 */
                "@type": "Offer";
                name: string;
                price: number;
                priceCurrency: string;
                /** @description InStock (on sale), PreOrder (scheduled), SoldOut, Discontinued (off sale), as schema.org URLs. */
                availability: string;
                /** @description The tier's hosted checkout. */
                url: string;
                /** @description Start of the tier's sale window (UTC). */
                validFrom: string;
            }[];
        };
        Album: {
            /** Format: int32 */
            id: number;
            name: string;
            description: string | null;
            /** @description The first 200 finished uploads. */
            photos: {
                /** Format: int32 */
                id: number;
                url: string;
                /** Format: int32 */
                width: number;
                /** Format: int32 */
                height: number;
            }[];
            /** Format: int32 */
            photo_count: number;
        };
        Presale: {
            token: string;
            status: string;
            registration_open: boolean;
            registration_opens_at: string | null;
            registration_closes_at: string | null;
            featured: boolean;
            featured_mode: string;
            teaser: {
                title: string;
                subtitle: string;
                image_url: string | null;
                description: string;
            };
            url: string;
        };
        EventSummary: {
            /** Format: int32 */
            id: number;
            title: string;
            description: string;
            /** @description UTC instant. */
            starts_at: string | null;
            /** @description UTC instant. */
            ends_at: string | null;
            /** @description IANA time zone of the event. */
            timezone: string;
            image_url: string | null;
            type: string;
            page_url: string;
            venue: components["schemas"]["VenueRef"] | null;
        };
        PromoterEventItem: {
            /** Format: int32 */
            id: number;
            title: string;
            description: string;
            /** @description UTC instant. */
            starts_at: string | null;
            /** @description UTC instant. */
            ends_at: string | null;
            /** @description IANA time zone of the event. */
            timezone: string;
            image_url: string | null;
            type: string;
            page_url: string;
            /** @description { id, name } by default; the full public venue with expand=venue. */
            venue: (components["schemas"]["VenuePublic"] | components["schemas"]["VenueRef"]) | null;
            lineup?: components["schemas"]["LineupEntry"][];
            ticket_tiers?: components["schemas"]["TicketTier"][];
        };
        Venue: {
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            description: string | null;
            location: components["schemas"]["Location"] | null;
            genres: string[];
            /** @description Null when empty. */
            links: {
                [key: string]: string;
            } | null;
            capacity: components["schemas"]["Capacity"];
            managed: boolean;
        };
        VenueCapacity: {
            /** Format: int64 */
            venue_id: number;
            /** @description The largest layout figure; null with no stated capacity. */
            max: number | null;
            /** @description Alternative setups of one room, never summed. */
            layouts: {
                [key: string]: number;
            };
        };
        NewsPost: {
            /** Format: int32 */
            id: number;
            title: string;
            body_markdown: string;
            /** @description Sanitised HTML. */
            body_html: string;
            hero_image_url: string | null;
            /** Format: date-time */
            published_at: string;
        };
        Partner: {
            /** Format: int32 */
            id: number;
            name: string;
            logo_url: string | null;
            website_url: string | null;
            owner: {
                /** @enum {string} */
                type: "promoter" | "venue";
                /** Format: int32 */
                id: number;
            };
        };
        PresskitDetail: {
            /** Format: uuid */
            id: string;
            /** Format: int32 */
            artist_id: number;
            title: string;
            /** @enum {string} */
            status: "public" | "private" | "draft";
            /** @description True when a Presskit-Password is needed. */
            protected: boolean;
            is_default: boolean;
            /** Format: date-time */
            updated_at: string;
            url: string;
            artist: components["schemas"]["Artist"];
            sections: string[];
            style: {
                accent_color: string;
                hero_image_url: string | null;
            };
            bio_version: string;
            bio_overrides: {
                [key: string]: unknown;
            };
            press_quotes: unknown[];
            files: {
                id: string;
                type: string;
                url: string;
                filename: string;
                /** Format: int64 */
                size_bytes: number;
            }[];
        };
        FormSummary: {
            slug: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            availability: "scheduled" | "open" | "full" | "closed" | "empty";
            opens_at: string | null;
            closes_at: string | null;
            owner: {
                /** @enum {string} */
                type: "crew" | "promoter" | "venue" | "artist";
                /** @description Page id, or the crew's slug for a crew form. */
                id: number | string;
            };
            url: string;
        };
        FormDetail: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            availability: "scheduled" | "open" | "full" | "closed" | "empty";
            opens_at: string | null;
            closes_at: string | null;
            owner: {
                /** @enum {string} */
                type: "crew" | "promoter" | "venue" | "artist";
                /** @description Page id, or the crew's slug for a crew form. */
                id: number | string;
            };
            url: string;
            captures_contact: boolean;
            /** Format: int32 */
            definition_version: number;
            /** @description The settings a public page renders; other organiser settings (notifications, redirects) stay private. */
            settings: {
                show_progress: boolean;
                submit_label: string;
                consent_text: string | null;
            };
            /** @description In the order the page asks them. */
            questions: components["schemas"]["FormQuestion"][];
        };
        FormQuestion: {
            /** @description Name of the answer in a submission. */
            key: string;
            /** @description Input kind as the organiser chose it (text, email, choice, ...). */
            type: string;
            label: string;
            required: boolean;
            /** @description Choices of a choice question; null for other kinds. */
            options: string[] | null;
        };
        ShopCatalogue: {
            seller: components["schemas"]["ShopSeller"] | null;
            installments: components["schemas"]["ShopInstallments"];
            data: components["schemas"]["ShopProduct"][];
        };
        ShopSeller: {
            /** @enum {string} */
            type: "promoter" | "artist" | "venue";
            /** Format: int32 */
            id: number;
            name: string;
            image_url: string | null;
            legal_name: string;
            address: string;
            company_number: string | null;
            contact_email: string;
            vat_regime: string;
            /** @enum {string} */
            return_shipping_paid_by: "buyer" | "seller";
        };
        /** @description An instalment offer on the selling page's payment account, or null. Render the payment provider's own messaging element with these values, never your own wording. */
        ShopInstallments: {
            provider: string;
            publishable_key: string;
            /** @description The selling page's own payment account. */
            stripe_account: string;
            /** @description The seller's; a default until the buyer picks a delivery country. */
            country: string;
            /** @description What checkout offers. */
            methods: string[];
        } | null;
        ShopProduct: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            images: {
                url: string;
                alt: string | null;
                /** Format: int32 */
                width: number;
                /** Format: int32 */
                height: number;
            }[];
            /** @description Option names in display order (e.g. Size); empty for a single variant. */
            options: string[];
            variants: {
                /** Format: uuid */
                id: string;
                /** @description One value per option name. */
                options: string[];
                /** Format: int32 */
                price_cents: number;
                /** @description In stock (units held by open checkouts count as taken) and its pre-order not closed. */
                available: boolean;
                /** Format: int32 */
                max_per_order: number;
            }[];
            /**
             * Format: int32
             * @description The lowest price among available variants (among all when none is).
             */
            from_price_cents: number;
            currency: string;
            /** @description True while one of its variants is. */
            available: boolean;
            fulfilment_modes: ("delivery" | "pickup_event" | "pickup_location")[];
            /**
             * @description How `countries` applies to delivery: all (countries empty), only, except.
             * @enum {string}
             */
            country_rule: "all" | "only" | "except";
            countries: string[];
            /** @description Sold only through an event shop that includes it. */
            exclusive: boolean;
            manufacturer: {
                name: string;
                address: string;
                email: string;
            };
            eu_responsible: {
                name: string;
                address: string;
                email: string;
            } | null;
            safety_info: string | null;
            /** Format: int32 */
            preparation_days: number;
            /** @description null: sells from stock. Else ships from `ships_on`; takes pre-orders (status open) through `ends_on` when set, else until `ships_on`. */
            preorder: {
                /** @enum {string} */
                status: "open" | "closed";
                /** Format: date */
                ships_on: string;
                ends_on: string | null;
            } | null;
            seller: components["schemas"]["ShopSellerRef"];
        };
        ShopSellerRef: {
            /** @enum {string} */
            type: "promoter" | "artist" | "venue";
            /** Format: int32 */
            id: number;
        };
        ShopProductDetail: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            description: string;
            images: {
                url: string;
                alt: string | null;
                /** Format: int32 */
                width: number;
                /** Format: int32 */
                height: number;
            }[];
            /** @description Option names in display order (e.g. Size); empty for a single variant. */
            options: string[];
            variants: {
                /** Format: uuid */
                id: string;
                /** @description One value per option name. */
                options: string[];
                /** Format: int32 */
                price_cents: number;
                /** @description In stock (units held by open checkouts count as taken) and its pre-order not closed. */
                available: boolean;
                /** Format: int32 */
                max_per_order: number;
            }[];
            /**
             * Format: int32
             * @description The lowest price among available variants (among all when none is).
             */
            from_price_cents: number;
            currency: string;
            /** @description True while one of its variants is. */
            available: boolean;
            fulfilment_modes: ("delivery" | "pickup_event" | "pickup_location")[];
            /**
             * @description How `countries` applies to delivery: all (countries empty), only, except.
             * @enum {string}
             */
            country_rule: "all" | "only" | "except";
            countries: string[];
            /** @description Sold only through an event shop that includes it. */
            exclusive: boolean;
            manufacturer: {
                name: string;
                address: string;
                email: string;
            };
            eu_responsible: {
                name: string;
                address: string;
                email: string;
            } | null;
            safety_info: string | null;
            /** Format: int32 */
            preparation_days: number;
            /** @description null: sells from stock. Else ships from `ships_on`; takes pre-orders (status open) through `ends_on` when set, else until `ships_on`. */
            preorder: {
                /** @enum {string} */
                status: "open" | "closed";
                /** Format: date */
                ships_on: string;
                ends_on: string | null;
            } | null;
            seller: components["schemas"]["ShopSeller"];
            installments: components["schemas"]["ShopInstallments"];
        };
        EventShop: {
            /** Format: int32 */
            event_id: number;
            seller: {
                /** @enum {string} */
                type: "promoter" | "artist" | "venue";
                /** Format: int32 */
                id: number;
                name: string;
                legal_name: string;
            } | null;
            pickup_at_event: {
                /** @description The event shop is open, its pickup is open and `cutoff_at` is ahead. */
                open: boolean;
                /** Format: date-time */
                cutoff_at: string;
                instructions: string | null;
            } | null;
            installments: components["schemas"]["ShopInstallments"];
            data: components["schemas"]["ShopProduct"][];
        };
        ShopQuote: {
            currency: string;
            lines: {
                /** Format: uuid */
                variant_id: string;
                name: string;
                /** Format: int32 */
                quantity: number;
                /** Format: int32 */
                unit_cents: number;
                /** Format: int32 */
                discount_cents: number;
            }[];
            /** Format: int32 */
            subtotal_cents: number;
            /** Format: int32 */
            discount_cents: number;
            shipping_options: {
                key: string;
                /** @enum {string} */
                kind: "delivery" | "pickup_event" | "pickup_location";
                name: string;
                carrier: string | null;
                /** Format: int32 */
                amount_cents: number;
                /** Format: int32 */
                min_days: number;
                /** Format: int32 */
                max_days: number;
                pickup_address: string | null;
                instructions: string | null;
            }[];
            selected_option: string | null;
            /** Format: int32 */
            shipping_cents: number;
            /** Format: int32 */
            total_cents: number;
            available_modes: ("delivery" | "pickup_event" | "pickup_location")[];
            deliverable_countries: string[];
            coupon: {
                code: string;
                /** Format: int32 */
                discount_cents: number;
            } | null;
            /** @description The latest shipping day among pre-order lines; null for a cart in stock. */
            ships_on: string | null;
        };
        ShopCheckoutSession: {
            /**
             * Format: uri
             * @description Where the buyer pays (the provider's hosted page).
             */
            url: string;
        };
    };
    responses: never;
    parameters: {
        /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
        fields: string;
        /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
        locale: string;
        /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
        limit: number;
        /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
        cursor: string;
        /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
        "If-None-Match": string;
        /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
        "Cache-Control": "no-cache";
    };
    requestBodies: never;
    headers: {
        /**
         * @description The request's id: the client's own when it sent a valid one (8 to 128 of letters, digits, `._:-`), else a generated one. Quote it when asking for help.
         * @example req_4f3c2a1b9e8d7c6b5a4f3e2d1c0b9a8f
         */
        "X-Request-Id": string;
        /**
         * @description Remaining work `r` and seconds to reset `t` of each window of `RateLimit-Policy`.
         * @example "burst";r=287;t=42, "daily";r=99871;t=51234
         */
        RateLimit: string;
        /**
         * @description The key's work windows: a burst window of 60 s and a daily window of 86400 s, with their quotas `q`.
         * @example "burst";q=300;w=60, "daily";q=100000;w=86400
         */
        "RateLimit-Policy": string;
        /**
         * @description Quota of the tighter of the two windows.
         * @example 300
         */
        "X-RateLimit-Limit": number;
        /**
         * @description Work left in the tighter window.
         * @example 287
         */
        "X-RateLimit-Remaining": number;
        /**
         * @description When the tighter window resets, in Unix epoch seconds.
         * @example 1795000000
         */
        "X-RateLimit-Reset": number;
        /**
         * @description Hash of the answer's bytes. Send it back as `If-None-Match` to get 304 at no cost while it is unchanged.
         * @example "p3Hn8s0bZk4lq9sQd2WvXf1aY7c"
         */
        ETag: string;
        /**
         * @description `private, max-age=<route lifetime>, stale-while-revalidate=<twice that>, stale-if-error=86400` on cacheable reads; `private, no-store` on key-level data and writes.
         * @example private, max-age=300, stale-while-revalidate=600, stale-if-error=86400
         */
        "Cache-Control": string;
        /**
         * @description Where the answer came from (RFC 9211): `events-api; hit; ttl=<s>` from cache, `fwd=miss` read fresh, `fwd=stale` refreshed after expiry or served stale (`detail=rate-limited` when the budget was spent), `fwd=request; stored` after `Cache-Control: no-cache`.
         * @example events-api; hit; ttl=241
         */
        "Cache-Status": string;
        /**
         * @description Seconds to wait before trying again.
         * @example 12
         */
        "Retry-After": number;
        /**
         * @description The request's `Origin`, echoed when it sent one, on every route: a page on any site may read the answer (keys are bearer tokens, never cookies; a publishable key still answers only on its websites, and a secret-only route refuses it with a readable 403). With it, `Access-Control-Expose-Headers` lists the headers a page may read and `Vary: Origin` is set.
         * @example https://shop.example
         */
        "Access-Control-Allow-Origin": string;
        /**
         * @description `inline` with the feed's file name.
         * @example inline; filename="artist-10.ics"
         */
        "Content-Disposition": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    rotate_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RotateKeyRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotateKeyAnswer"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope write:keys and a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Conflict:
             *
             *     - [`conflict`](http://localhost:3000/docs/errors#conflict): The same Idempotency-Key is still processing, or the action was already done.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /**
             * @description Payload too large:
             *
             *     - [`payload_too_large`](http://localhost:3000/docs/errors#payload_too_large): The body is larger than 64 KB.
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    };
                };
            };
            /**
             * @description Unsupported media type:
             *
             *     - [`unsupported_media_type`](http://localhost:3000/docs/errors#unsupported_media_type): A body was sent with a Content-Type other than JSON.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @constant */
                        status?: 415;
                    };
                };
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): The body is invalid; `errors` lists each field.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A limit was reached; wait Retry-After seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_me: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_crew: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Crew"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:profile.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_crew_pages: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CrewPage"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:profile and a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_genres: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Genre"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_usage: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Usage"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_audit_log: {
        parameters: {
            query?: {
                /** @description Calls to return, 1 to 1000 (default 100). */
                limit?: number;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLog"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    create_booking_request: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1 to 255 visible ASCII characters; makes retries safe for 24 hours. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingRequestInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingRequest"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope write:bookings and a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Conflict:
             *
             *     - [`conflict`](http://localhost:3000/docs/errors#conflict): A request with the same Idempotency-Key is still running.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /**
             * @description Payload too large:
             *
             *     - [`payload_too_large`](http://localhost:3000/docs/errors#payload_too_large): The body is larger than 64 KB.
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    };
                };
            };
            /**
             * @description Unsupported media type:
             *
             *     - [`unsupported_media_type`](http://localhost:3000/docs/errors#unsupported_media_type): A body was sent with a Content-Type other than JSON.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @constant */
                        status?: 415;
                    };
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): The body is invalid; `errors` lists each field.
             *     - [`idempotency_mismatch`](http://localhost:3000/docs/errors#idempotency_mismatch): The Idempotency-Key was used before with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "idempotency_mismatch";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A limit was reached; wait Retry-After seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_status: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): More than 60 requests a minute from this address; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
            /** @description A component is down; the same body tells which. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
        };
    };
    list_scopes: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScopeInfo"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): More than 60 requests a minute from this address; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_changelog: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChangelogEntry"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): More than 60 requests a minute from this address; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_openapi: {
        parameters: {
            query?: {
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): More than 60 requests a minute from this address; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_artists: {
        parameters: {
            query?: {
                /** @description Text to search for (case-insensitive contains). */
                q?: string;
                /** @description Genre ids (see GET /v1/genres); keeps items having any of them. Comma list of at most 10 positive ids. */
                genre?: string;
                /** @description Only items changed at or after this instant, for incremental sync. ISO 8601 date (start of that day, UTC) or date-time with offset. */
                updated_since?: string;
                /** @description Batch lookup: only these ids. Costs 1 work per started block of 10 ids instead of the page cost. Comma list of at most 50 positive ids. */
                ids?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Artist"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:artists.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_artist: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 10
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Artist"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:artists.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_artist_presskits: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 10
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        artist_id: number;
                        data: components["schemas"]["PresskitSummary"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:artists, read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_promoters: {
        parameters: {
            query?: {
                /** @description Text to search for (case-insensitive contains). */
                q?: string;
                /** @description Only items changed at or after this instant, for incremental sync. ISO 8601 date (start of that day, UTC) or date-time with offset. */
                updated_since?: string;
                /** @description Batch lookup: only these ids. Costs 1 work per started block of 10 ids instead of the page cost. Comma list of at most 50 positive ids. */
                ids?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Promoter"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:promoters.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_promoter: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 20
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Promoter"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:promoters.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_promoter_venues: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 20
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["VenueWithEventCount"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:promoters, read:venues.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_promoter_artists: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 20
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ArtistWithBookings"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:promoters, read:artists.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_events: {
        parameters: {
            query?: {
                /** @description upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first). */
                status?: "upcoming" | "past" | "all";
                /** @description Only events starting at or after this date or instant. Events starting at or after this ISO 8601 date (from 00:00 UTC that day) or date-time with offset. Combines with `status`: use status=all for a range in the past. */
                from?: string;
                /** @description Only events starting at or before this date or instant. Events starting at or before this ISO 8601 date (through the end of that day, UTC) or date-time with offset. Combines with `status`. */
                to?: string;
                /** @description Only events of this promoter; it must be one the crew manages (else 404). */
                promoter_id?: number;
                /** @description Only events where this artist has a confirmed set; it must be a roster artist (else 404). */
                artist_id?: number;
                /** @description Only events at this venue. */
                venue_id?: number;
                /** @description Comma list of at most 10 genre ids (GET /v1/genres): events tagged with any of them. */
                genre?: string;
                /** @description The venue's city, whole name (case-insensitive), e.g. Berlin. */
                city?: string;
                /** @description The venue's country, ISO 3166-1 alpha-2 (DE). */
                country?: string;
                /** @description `lat,lng` in decimal degrees: events within `radius_km` of that point. `lat,lng` in decimal degrees: events at venues within `radius_km` of that point (great-circle distance). */
                near?: string;
                /** @description Radius around `near` in km, 1 to 500 (default 25). Requires `near`. */
                radius_km?: number;
                /** @description Only events changed at or after this instant (ISO 8601), for incremental sync. */
                updated_since?: string;
                /** @description true: events with a public ticket tier on sale right now (inside its sale window, not sold out, not stopped); false: events without one. */
                has_tickets?: boolean;
                /** @description Only these event ids (at most 50). Costs 1 work per started block of 10 ids instead of the page cost. */
                ids?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventListItem"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    search_events: {
        parameters: {
            query: {
                /**
                 * @description Required. 2 to 100 characters, matched case-insensitively against the title, the description and the confirmed line-up's names; every word must match.
                 * @example Volt
                 */
                q: string;
                /** @description upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first). */
                status?: "upcoming" | "past" | "all";
                /** @description Only events starting at or after this date or instant. Events starting at or after this ISO 8601 date (from 00:00 UTC that day) or date-time with offset. Combines with `status`: use status=all for a range in the past. */
                from?: string;
                /** @description Only events starting at or before this date or instant. Events starting at or before this ISO 8601 date (through the end of that day, UTC) or date-time with offset. Combines with `status`. */
                to?: string;
                /** @description Only events of this promoter; it must be one the crew manages (else 404). */
                promoter_id?: number;
                /** @description Only events where this artist has a confirmed set; it must be a roster artist (else 404). */
                artist_id?: number;
                /** @description Only events at this venue. */
                venue_id?: number;
                /** @description Comma list of at most 10 genre ids (GET /v1/genres): events tagged with any of them. */
                genre?: string;
                /** @description The venue's city, whole name (case-insensitive), e.g. Berlin. */
                city?: string;
                /** @description The venue's country, ISO 3166-1 alpha-2 (DE). */
                country?: string;
                /** @description `lat,lng` in decimal degrees: events within `radius_km` of that point. `lat,lng` in decimal degrees: events at venues within `radius_km` of that point (great-circle distance). */
                near?: string;
                /** @description Radius around `near` in km, 1 to 500 (default 25). Requires `near`. */
                radius_km?: number;
                /** @description Only events changed at or after this instant (ISO 8601), for incremental sync. */
                updated_since?: string;
                /** @description true: events with a public ticket tier on sale right now (inside its sale window, not sold out, not stopped); false: events without one. */
                has_tickets?: boolean;
                /** @description Only these event ids (at most 50). Costs 1 work per started block of 10 ids instead of the page cost. */
                ids?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventListItem"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event: {
        parameters: {
            query?: {
                /** @description Comma list of venue, lineup, ticket_tiers; only ticket_tiers adds anything (tiers and ticket_fee). */
                expand?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_event_ticket_tiers: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TicketTier"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_availability: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Availability"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_fees: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Fee"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_days: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Days"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_timetable: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timetable"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_calendar: {
        parameters: {
            query?: {
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//events-platform//partner-api-v1//EN
                     *     METHOD:PUBLISH
                     *     NAME:Volt Night
                     *     X-WR-CALNAME:Volt Night
                     *     BEGIN:VEVENT
                     *     UID:event-100@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261122T021022Z
                     *     DTSTART:20261202T220000Z
                     *     DTEND:20261203T050000Z
                     *     SUMMARY:Volt Night
                     *     LOCATION:Tresor Hall\, Köpenicker Str. 70\, Berlin
                     *     DESCRIPTION:All night long with the Volt family.\n\nLine-up: Ada Volt\, Vol
                     *      t & Friends\, Secret Guest\, Bram Okafor\n\nTickets and info: https://even
                     *      ts.example.test/events/100
                     *     URL;VALUE=URI:https://events.example.test/events/100
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_schema_org: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/ld+json": components["schemas"]["SchemaOrgMusicEvent"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_gallery: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        event_id: number;
                        data: components["schemas"]["Album"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_event_presales: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int32 */
                        event_id: number;
                        data: components["schemas"]["Presale"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_artist_events: {
        parameters: {
            query?: {
                /** @description upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first). */
                status?: "upcoming" | "past" | "all";
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 10
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventSummary"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:artists, read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_artist_calendar: {
        parameters: {
            query?: {
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 10
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//events-platform//partner-api-v1//EN
                     *     METHOD:PUBLISH
                     *     NAME:Events of Ada Volt
                     *     X-WR-CALNAME:Events of Ada Volt
                     *     BEGIN:VEVENT
                     *     UID:event-100@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261122T021022Z
                     *     DTSTART:20261202T220000Z
                     *     DTEND:20261203T050000Z
                     *     SUMMARY:Volt Night
                     *     LOCATION:Tresor Hall\, Köpenicker Str. 70\, Berlin
                     *     DESCRIPTION:All night long with the Volt family.\n\nLine-up: Ada Volt\, Vol
                     *      t & Friends\, Secret Guest\, Bram Okafor\n\nTickets and info: https://even
                     *      ts.example.test/events/100
                     *     URL;VALUE=URI:https://events.example.test/events/100
                     *     END:VEVENT
                     *     BEGIN:VEVENT
                     *     UID:event-101@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261120T031022Z
                     *     DTSTART:20261222T130000Z
                     *     DTEND:20261223T230000Z
                     *     SUMMARY:Field Days Festival
                     *     LOCATION:Field Stage\, Am Feld 1\, Leipzig
                     *     DESCRIPTION:Two days outdoors\, three stages.\n\nLine-up: Greta Berg\, Ada
                     *      Volt\, Hugo Cruz B2B Cleo Marsh\, Esme Quill\, Cleo Marsh\, Jonas Eze\, Cl
                     *      osing ceremony\, Bram Okafor\n\nTickets and info: https://events.example.t
                     *      est/events/101
                     *     URL;VALUE=URI:https://events.example.test/events/101
                     *     END:VEVENT
                     *     BEGIN:VEVENT
                     *     UID:event-105@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261115T031022Z
                     *     DTSTART:20300329T160000Z
                     *     DTEND:20300331T220000Z
                     *     SUMMARY:Thames Weekender
                     *     LOCATION:Riverside Warehouse\, 12 Wharf St\, London
                     *     DESCRIPTION:Three days by the river\; the clocks go forward on Saturday nig
                     *      ht\, the timetable does not.\n\nLine-up: Jonas Eze\, Ada Volt\, Esme Quill
                     *       B2B Jonas Eze\, Greta Berg\, Hugo Cruz\n\nTickets and info: https://event
                     *      s.example.test/events/105
                     *     URL;VALUE=URI:https://events.example.test/events/105
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:artists, read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_promoter_events: {
        parameters: {
            query?: {
                /** @description upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first). */
                status?: "upcoming" | "past" | "all";
                /** @description Only events starting at or after this date or instant. Events starting at or after this ISO 8601 date (from 00:00 UTC that day) or date-time with offset. Combines with `status`: use status=all for a range in the past. */
                from?: string;
                /** @description Only events starting at or before this date or instant. Events starting at or before this ISO 8601 date (through the end of that day, UTC) or date-time with offset. Combines with `status`. */
                to?: string;
                /** @description Comma list of venue, lineup, ticket_tiers. */
                expand?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 20
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromoterEventItem"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:promoters, read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_promoter_calendar: {
        parameters: {
            query?: {
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 20
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example BEGIN:VCALENDAR
                     *     VERSION:2.0
                     *     PRODID:-//events-platform//partner-api-v1//EN
                     *     METHOD:PUBLISH
                     *     NAME:Events of Volt Collective
                     *     X-WR-CALNAME:Events of Volt Collective
                     *     BEGIN:VEVENT
                     *     UID:event-100@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261122T021022Z
                     *     DTSTART:20261202T220000Z
                     *     DTEND:20261203T050000Z
                     *     SUMMARY:Volt Night
                     *     LOCATION:Tresor Hall\, Köpenicker Str. 70\, Berlin
                     *     DESCRIPTION:All night long with the Volt family.\n\nLine-up: Ada Volt\, Vol
                     *      t & Friends\, Secret Guest\, Bram Okafor\n\nTickets and info: https://even
                     *      ts.example.test/events/100
                     *     URL;VALUE=URI:https://events.example.test/events/100
                     *     END:VEVENT
                     *     BEGIN:VEVENT
                     *     UID:event-101@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261120T031022Z
                     *     DTSTART:20261222T130000Z
                     *     DTEND:20261223T230000Z
                     *     SUMMARY:Field Days Festival
                     *     LOCATION:Field Stage\, Am Feld 1\, Leipzig
                     *     DESCRIPTION:Two days outdoors\, three stages.\n\nLine-up: Greta Berg\, Ada
                     *      Volt\, Hugo Cruz B2B Cleo Marsh\, Esme Quill\, Cleo Marsh\, Jonas Eze\, Cl
                     *      osing ceremony\, Bram Okafor\n\nTickets and info: https://events.example.t
                     *      est/events/101
                     *     URL;VALUE=URI:https://events.example.test/events/101
                     *     END:VEVENT
                     *     BEGIN:VEVENT
                     *     UID:event-107@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261122T011022Z
                     *     DTSTART:20270106T140000Z
                     *     DTEND:20270106T200000Z
                     *     SUMMARY:Rooftop Disco
                     *     DESCRIPTION:Secret rooftop\, address sent with the ticket.\n\nLine-up: Hugo
                     *       Cruz\, Cleo Marsh\n\nTickets and info: https://events.example.test/events
                     *      /107
                     *     URL;VALUE=URI:https://events.example.test/events/107
                     *     END:VEVENT
                     *     BEGIN:VEVENT
                     *     UID:event-105@events.example.test
                     *     SEQUENCE:0
                     *     DTSTAMP:20261115T031022Z
                     *     DTSTART:20300329T160000Z
                     *     DTEND:20300331T220000Z
                     *     SUMMARY:Thames Weekender
                     *     LOCATION:Riverside Warehouse\, 12 Wharf St\, London
                     *     DESCRIPTION:Three days by the river\; the clocks go forward on Saturday nig
                     *      ht\, the timetable does not.\n\nLine-up: Jonas Eze\, Ada Volt\, Esme Quill
                     *       B2B Jonas Eze\, Greta Berg\, Hugo Cruz\n\nTickets and info: https://event
                     *      s.example.test/events/105
                     *     URL;VALUE=URI:https://events.example.test/events/105
                     *     END:VEVENT
                     *     END:VCALENDAR
                     */
                    "text/calendar": string;
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:promoters, read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_venue_events: {
        parameters: {
            query?: {
                /** @description upcoming (default): events that have not ended yet, running ones included, soonest first. past: events that have ended, latest first. all: both, latest first (undated events first). */
                status?: "upcoming" | "past" | "all";
                /** @description Only events starting at or after this date or instant. Events starting at or after this ISO 8601 date (from 00:00 UTC that day) or date-time with offset. Combines with `status`: use status=all for a range in the past. */
                from?: string;
                /** @description Only events starting at or before this date or instant. Events starting at or before this ISO 8601 date (through the end of that day, UTC) or date-time with offset. Combines with `status`. */
                to?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 32
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventListItem"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:venues, read:events.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_venues: {
        parameters: {
            query?: {
                /** @description Text to search for (case-insensitive contains). */
                q?: string;
                /** @description Batch lookup: only these ids. Costs 1 work per started block of 10 ids instead of the page cost. Comma list of at most 50 positive ids. */
                ids?: string;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Venue"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:venues.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_venue: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 32
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Venue"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:venues.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_venue_capacity: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 32
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VenueCapacity"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:venues.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_news: {
        parameters: {
            query?: {
                /**
                 * @description A promoter the crew manages.
                 * @example 20
                 */
                promoter_id?: number;
                /** @description A venue the crew manages. */
                venue_id?: number;
                /** @description An artist the crew manages. */
                artist_id?: number;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["NewsPost"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_partners: {
        parameters: {
            query?: {
                /**
                 * @description A promoter the crew manages.
                 * @example 20
                 */
                promoter_id?: number;
                /** @description A venue the crew manages. */
                venue_id?: number;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Partner"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_presskits: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PresskitSummary"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_presskit: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The kit's password, for a kit with `protected: true`. */
                "Presskit-Password"?: string;
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 9a7d2c10-1b2e-4c3d-8e4f-5a6b7c8d9e01
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PresskitDetail"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key and related problems:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             *     - [`password_required`](http://localhost:3000/docs/errors#password_required): A protected press kit needs the right Presskit-Password header.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key" | "password_required";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A limit was reached; wait Retry-After seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_forms: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FormSummary"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_form: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's slug. An unknown or out-of-reach slug answers 404 not_found.
                 * @example guest-list
                 */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_event_partners: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        event_id: number;
                        data: components["schemas"]["Partner"][];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:events, read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_event_news: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
                /** @description Items per page, 1 to 100 (default 25). Costs 1 work per started block of 25. */
                limit?: components["parameters"]["limit"];
                /** @description Opaque cursor from `pagination.next_cursor` of the previous page, used with the same filters. A malformed or stale cursor answers 400 invalid_cursor. */
                cursor?: components["parameters"]["cursor"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /**
                 * @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found.
                 * @example 100
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        event_id: number;
                        data: components["schemas"]["NewsPost"][];
                        pagination: {
                            /** @description Pass as `cursor` for the next page; null on the last page. */
                            next_cursor: string | null;
                            has_more: boolean;
                            /** Format: int32 */
                            limit: number;
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`invalid_cursor`](http://localhost:3000/docs/errors#invalid_cursor): The cursor is malformed, made for other filters, or stale.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "invalid_cursor" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scopes read:events, read:content.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    list_shop_products: {
        parameters: {
            query: {
                /** @description promoter, artist or venue. */
                seller_type: "promoter" | "artist" | "venue";
                /** @description A page the crew manages. */
                seller_id: number;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopCatalogue"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Secret key sent in the query:
             *
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:shop.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_shop_product: {
        parameters: {
            query?: {
                /** @description An event of the crew graph whose shop is open: the product as that event sells it, exclusives included. */
                event_id?: number;
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /** @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopProductDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:shop.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    get_event_shop: {
        parameters: {
            query?: {
                /** @description Comma list of fields to keep (`id` is always kept), one level of nesting (`venue.name`), at most 40 names. On a list it applies to each item. An unknown name answers 400 validation_error. */
                fields?: components["parameters"]["fields"];
                /** @description Language of text the API writes itself (labels, calendars, structured data): en, fr, de, es, it, nl, uk; a region such as fr-BE reads as fr. Text people wrote is returned as written. */
                locale?: components["parameters"]["locale"];
            };
            header?: {
                /** @description The `ETag` of a copy you hold: while the answer is unchanged you get 304 with no body, at no work cost. A value over 2048 characters is ignored (a full answer). */
                "If-None-Match"?: components["parameters"]["If-None-Match"];
                /** @description `no-cache` reads fresh (secret keys only; it costs work like any uncached read). Ignored for publishable keys. */
                "Cache-Control"?: components["parameters"]["Cache-Control"];
            };
            path: {
                /** @description The resource's id. A malformed, unknown or out-of-reach id answers the same 404 not_found. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventShop"];
                };
            };
            /** @description Not modified: the `If-None-Match` ETag still matches. No body, no work spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    ETag: components["headers"]["ETag"];
                    "Cache-Status": components["headers"]["Cache-Status"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:shop.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key: unknown, malformed id, unpublished, or outside the crew's reach (one answer for all).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A request, work or route limit was reached; wait `Retry-After` seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    shop_quote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopQuoteInput"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopQuote"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope read:shop and a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Conflict:
             *
             *     - [`conflict`](http://localhost:3000/docs/errors#conflict): The same Idempotency-Key is still processing, or the action was already done.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /**
             * @description Payload too large:
             *
             *     - [`payload_too_large`](http://localhost:3000/docs/errors#payload_too_large): The body is larger than 64 KB.
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    };
                };
            };
            /**
             * @description Unsupported media type:
             *
             *     - [`unsupported_media_type`](http://localhost:3000/docs/errors#unsupported_media_type): A body was sent with a Content-Type other than JSON.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @constant */
                        status?: 415;
                    };
                };
            };
            /**
             * @description Validation error:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): The body is invalid; `errors` lists each field.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A limit was reached; wait Retry-After seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
        };
    };
    create_shop_checkout_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShopCheckoutSessionInput"];
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopCheckoutSession"];
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): A query parameter is invalid or unknown; `errors` lists each one.
             *     - [`key_in_query`](http://localhost:3000/docs/errors#key_in_query): A secret key was sent as `?key=`: rotate it, it is leaked.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "key_in_query";
                        /** @constant */
                        status?: 400;
                    };
                };
            };
            /**
             * @description Invalid API key:
             *
             *     - [`invalid_key`](http://localhost:3000/docs/errors#invalid_key): The key is missing, malformed, unknown, revoked or expired.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "invalid_key";
                        /** @constant */
                        status?: 401;
                    };
                };
            };
            /**
             * @description Key suspended and related problems:
             *
             *     - [`key_suspended`](http://localhost:3000/docs/errors#key_suspended): The key is suspended in the crew admin.
             *     - [`subscription_required`](http://localhost:3000/docs/errors#subscription_required): The crew's plan no longer includes the API.
             *     - [`origin_not_allowed`](http://localhost:3000/docs/errors#origin_not_allowed): A publishable key was used without an Origin, or from a website not listed on it.
             *     - [`missing_scope`](http://localhost:3000/docs/errors#missing_scope): The route needs the scope write:shop:checkout and a secret key.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "key_suspended" | "subscription_required" | "origin_not_allowed" | "missing_scope";
                        /** @constant */
                        status?: 403;
                    };
                };
            };
            /**
             * @description Not found:
             *
             *     - [`not_found`](http://localhost:3000/docs/errors#not_found): The resource does not exist for this key (missing or outside the crew's reach: the same answer).
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @constant */
                        status?: 404;
                    };
                };
            };
            /**
             * @description Conflict:
             *
             *     - [`conflict`](http://localhost:3000/docs/errors#conflict): The same Idempotency-Key is still processing, or the action was already done.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict";
                        /** @constant */
                        status?: 409;
                    };
                };
            };
            /**
             * @description Payload too large:
             *
             *     - [`payload_too_large`](http://localhost:3000/docs/errors#payload_too_large): The body is larger than 64 KB.
             */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @constant */
                        status?: 413;
                    };
                };
            };
            /**
             * @description Unsupported media type:
             *
             *     - [`unsupported_media_type`](http://localhost:3000/docs/errors#unsupported_media_type): A body was sent with a Content-Type other than JSON.
             */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @constant */
                        status?: 415;
                    };
                };
            };
            /**
             * @description Validation error and related problems:
             *
             *     - [`validation_error`](http://localhost:3000/docs/errors#validation_error): The body is invalid; `errors` lists each field.
             *     - [`idempotency_mismatch`](http://localhost:3000/docs/errors#idempotency_mismatch): The Idempotency-Key was used before with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_error" | "idempotency_mismatch";
                        /** @constant */
                        status?: 422;
                    };
                };
            };
            /**
             * @description Rate limited:
             *
             *     - [`rate_limited`](http://localhost:3000/docs/errors#rate_limited): A limit was reached; wait Retry-After seconds.
             */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    "Retry-After": components["headers"]["Retry-After"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited";
                        /** @constant */
                        status?: 429;
                    };
                };
            };
            /**
             * @description Internal error:
             *
             *     - [`internal_error`](http://localhost:3000/docs/errors#internal_error): A failure on the service side; safe to retry.
             */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @constant */
                        status?: 500;
                    };
                };
            };
            /**
             * @description Upstream error:
             *
             *     - [`upstream_error`](http://localhost:3000/docs/errors#upstream_error): A dependency (payments, email) failed; safe to retry.
             */
            502: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "upstream_error";
                        /** @constant */
                        status?: 502;
                    };
                };
            };
        };
    };
}
