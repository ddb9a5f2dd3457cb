// The server's own declaration of heic-decode: the root tsconfig reaches the server's code only through the
// bench's imports, which do not bring its ambient declarations along.
/// <reference path="../apps/server/src/infra/images/heic-decode.d.ts" />
