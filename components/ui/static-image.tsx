import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

type StaticImageProps = Omit<ImageProps, 'priority' | 'onLoad' | 'onError' | 'onLoadingComplete'>;

/**
 * next/image's optimised, responsive <img>, drawn on the server. The Image component is a client
 * component, and its script only removes the blur placeholder once the picture arrives and
 * reports loading; the opaque picture covers the placeholder anyway, so these pictures ship no
 * code. `preload` asks for the picture in the page's head, as the Image component does.
 */
export function StaticImage({ preload = false, ...props }: StaticImageProps) {
  const { props: img } = getImageProps({ ...props, preload });
  if (preload) {
    preloadImage(img.src, {
      as: 'image',
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: 'high',
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the props come from next/image itself
  return <img {...img} alt={img.alt} />;
}
