// The gateway server lands with issue 3.
export {};
