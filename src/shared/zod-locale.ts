import { z } from 'zod';

// Messages zod writes itself (for a shape no schema gave a message for) are Indonesian too.
z.config(z.locales.id());
