/** tslib's `__importDefault`: a CommonJS module as the default export of a namespace. */
export function __importDefault<T>(mod: T): T | { default: T };
