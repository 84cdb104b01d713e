import { useDocumentTitle } from '../../../lib/use-document-title';
import { CustomerReviews } from '../components/customer-reviews';
import { FeaturedParts } from '../components/featured-parts';
import { HeroCarousel } from '../components/hero-carousel';
import { TrustedBusiness } from '../components/trusted-business';
import { Welcome } from '../components/welcome';
import { slides } from '../slides';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HeroCarousel slides={slides} />
      <Welcome />
      <FeaturedParts />
      <TrustedBusiness />
      <CustomerReviews />
    </>
  );
}
