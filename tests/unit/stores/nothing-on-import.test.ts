// Nothing happens on import (DESIGN): importing the stores registers no reaction. The uploads'
// effects start with the first upload, and the node scopes read the environment's binding as a
// store instead of listening to it from the moment they are imported.
import { describe, expect, it } from 'vitest'
import { $allUploads, $uploadsRunning } from '../../../src/stores/node/upload-list.ts'
import '../../../src/stores/node/uploads.ts'
import '../../../src/stores/nodes/scope.ts'
import { $environmentBinding } from '../../../src/stores/page/environment.ts'

describe('importing the stores', () => {
  it('registers no listener on the uploads or the environment', () => {
    expect($allUploads.lc).toBe(0)
    expect($uploadsRunning.lc).toBe(0)
    expect($environmentBinding.lc).toBe(0)
  })
})
