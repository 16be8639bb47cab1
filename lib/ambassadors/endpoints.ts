/** The ambassador programme's reads (section 4.12): programme, leaderboard, rewards, quests, code lookup, members, ledgers, statistics. */
import type { Endpoint } from "@/lib/http/endpoint";

export const ambassadorEndpoints: Endpoint[] = [];
