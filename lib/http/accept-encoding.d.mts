export function encodingWeight(
  acceptEncoding: string | string[] | undefined,
  coding: string,
): number;
