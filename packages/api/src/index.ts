// The typed gateway client lands with the contract (issue 2, item 5).
export {};
