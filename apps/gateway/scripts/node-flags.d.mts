/** The gateway process's Node flags (node-flags.mjs says why each). */
export declare const GATEWAY_NODE_FLAGS: readonly string[];
