// The portal app lands with issue 6.
export {};
