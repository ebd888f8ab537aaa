/** The six cupping scores (spec 002 cup notes; 001 QC), in the order every radar draws them. Shared: the server's bean story draws the radar too. */
export const CUPPING_AXES = ['acidity', 'aroma', 'balance', 'body', 'flavor', 'sweetness'] as const;
export type CuppingAxis = (typeof CUPPING_AXES)[number];
