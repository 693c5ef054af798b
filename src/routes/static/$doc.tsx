import { createFileRoute, notFound } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { loadRouteCatalog } from '@/i18n/load-route-catalog';
import { isStaticDoc } from '@/platform/route-catalog';
import { DocumentPage, ImageCreationPage, preloadDocument } from '@/features/documents/pages';

export const Route = createFileRoute('/static/$doc')({
  staticData: {
    pages: [
      {
        page: 'static_service',
        title: msg({ id: 'title.static_service', message: 'Terms of Service' }),
        sample: '/static/service',
      },
      {
        page: 'static_privacy',
        title: msg({ id: 'title.static_privacy', message: 'Privacy Policy' }),
        sample: '/static/privacy',
      },
      {
        page: 'static_story_guide',
        title: msg({ id: 'title.static_story_guide', message: 'Story Guide' }),
        sample: '/static/story_guide',
      },
      { page: 'static_faq', title: msg({ id: 'title.static_faq', message: 'FAQ' }), sample: '/static/faq' },
      {
        page: 'static_image',
        title: msg({ id: 'title.static_image', message: 'Image Guide' }),
        sample: '/static/image',
      },
      {
        page: 'static_guide',
        title: msg({ id: 'title.static_guide', message: 'User Guide' }),
        sample: '/static/guide',
      },
      {
        page: 'static_about',
        title: msg({ id: 'title.static_about', message: 'About Talkie' }),
        sample: '/static/about',
      },
      // The same title as /creator_guide and the document's own heading, in every language.
      {
        page: 'static_creator_guide',
        title: msg({ id: 'title.static_creator_guide', message: 'Creator Guide' }),
        sample: '/static/creator_guide',
      },
      {
        page: 'static_moment_guide',
        title: msg({ id: 'title.static_moment_guide', message: 'Moments Guide' }),
        sample: '/static/moment_guide',
      },
      {
        page: 'static_vip_contract',
        title: msg({ id: 'title.static_vip_contract', message: 'Membership Agreement' }),
        sample: '/static/vip_contract',
      },
      {
        page: 'static_image_creation',
        title: msg({ id: 'title.static_image_creation', message: 'Image Creation Guide' }),
        sample: '/static/image_creation',
      },
    ],
    render: 'shared',
    catalog: 'documents',
  },
  beforeLoad: ({ params }) => {
    if (!isStaticDoc(params.doc)) throw notFound();
  },
  // The text loads before the page renders: the server's HTML carries it, the browser hydrates it.
  loader: ({ context, params }) =>
    Promise.all([
      loadRouteCatalog('documents'),
      isStaticDoc(params.doc) ? preloadDocument(params.doc, context.locale) : undefined,
    ]).then(() => undefined),
  component: function StaticDocRoute() {
    const { doc } = Route.useParams();
    if (!isStaticDoc(doc)) return null;
    return doc === 'image_creation' ? <ImageCreationPage /> : <DocumentPage page={`static_${doc}`} doc={doc} />;
  },
});
