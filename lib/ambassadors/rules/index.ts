/** The ambassador programme's rules, pure functions over plain data (types in ./types). */
export * from "./types";
export * from "./programme";
export * from "./tiers";
export * from "./sales";
export * from "./leaderboard";
export * from "./discount";
export * from "./rewards";
export * from "./quests";
export * from "./stats";
export * from "./member-page";
export * from "./views";
export * from "./validation";
export * from "./sessions";
