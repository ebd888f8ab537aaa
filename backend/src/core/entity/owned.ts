/** The owner value of a hook context (always set for roaster, cafe and user pages). */
export function ownerOf(ctx: { owner?: { value: unknown } }): unknown {
  if (!ctx.owner) throw new Error('owned hook without an owner');
  return ctx.owner.value;
}
