// This remote is used through the shell (its ./Module); opened alone it renders nothing.
export {};
