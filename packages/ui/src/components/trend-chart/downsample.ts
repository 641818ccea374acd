/**
 * Largest-Triangle-Three-Buckets: keeps the points that shape a line (peaks and dips survive), so
 * 5,000 readings draw as a few hundred without hiding an outlier. The data table keeps every value.
 */
export function downsample<T>(points: readonly T[], maxPoints: number, y: (p: T) => number): T[] {
  if (maxPoints < 3 || points.length <= maxPoints) return [...points];
  const sampled: T[] = [points[0] as T];
  const bucketSize = (points.length - 2) / (maxPoints - 2);
  let a = 0;
  for (let i = 0; i < maxPoints - 2; i++) {
    const start = Math.floor(i * bucketSize) + 1;
    const end = Math.min(Math.floor((i + 1) * bucketSize) + 1, points.length - 1);
    // Average of the next bucket, the third corner of the triangle.
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((i + 2) * bucketSize) + 1, points.length);
    let avgX = 0;
    let avgY = 0;
    for (let j = nextStart; j < nextEnd; j++) {
      avgX += j;
      avgY += y(points[j] as T);
    }
    const n = Math.max(nextEnd - nextStart, 1);
    avgX /= n;
    avgY /= n;
    const ay = y(points[a] as T);
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const area = Math.abs((a - avgX) * (y(points[j] as T) - ay) - (a - j) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    sampled.push(points[best] as T);
    a = best;
  }
  sampled.push(points[points.length - 1] as T);
  return sampled;
}
