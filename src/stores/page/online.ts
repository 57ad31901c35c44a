import { atom, onMount } from 'nanostores'
import { getEnvironment } from './environment.ts'

/** Whether the browser has a network connection, following online/offline events. */
export const $online = atom(true)

onMount($online, () => {
  $online.set(getEnvironment().online())
  return getEnvironment().watchPage((event) => {
    if (event === 'online' || event === 'offline') $online.set(event === 'online')
  })
})
