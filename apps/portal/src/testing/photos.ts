/**
 * A phone camera's photo over 5 MB, for stories that choose one: a PNG of noise (noise does not compress, so a
 * 1,800 px square is about 9 MB), drawn in the story's browser.
 */
export async function largePhoto(name: string): Promise<File> {
  const source = document.createElement('canvas');
  source.width = 1800;
  source.height = 1800;
  const context = source.getContext('2d')!;
  const pixels = context.createImageData(source.width, source.height);
  for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
  context.putImageData(pixels, 0, 0);
  const big = await new Promise<Blob>((resolve) => source.toBlob((b) => resolve(b!), 'image/png'));
  return new File([big], name, { type: 'image/png' });
}
