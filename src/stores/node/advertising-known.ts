import { atom } from 'nanostores'
import { perNode } from '../nodes/scope.ts'

/**
 * What the node's advertising probe found last (`advertising.ts`), read without asking: the
 * uploader's first load carries no client code, so it offers "Announce to the network" once any
 * view of the page (the file list, or its own first upload) has asked.
 */
export const advertisingKnown = perNode(() => atom<boolean>(false))
