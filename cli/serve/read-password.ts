// The node's password, asked for at the prompt and never taken from the command line (where the
// shell's history and every process listing would show it): typed without echo on a terminal,
// or the first line of stdin when it is not one (a script, a test).
import { createInterface } from 'node:readline'

export class PromptCancelled extends Error {}

export function readPassword(
  question: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  output.write(question)
  return input.isTTY ? readHidden(input, output) : readLine(input, output)
}

function readLine(input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input, terminal: false })
    let answered = false
    lines.once('line', (line) => {
      answered = true
      lines.close()
      output.write('\n')
      resolve(line)
    })
    lines.once('close', () => {
      if (!answered) reject(new PromptCancelled('No password given: stdin ended.'))
    })
  })
}

function readHidden(input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let typed = ''
    const done = (error?: Error) => {
      input.off('data', onData)
      input.setRawMode(false)
      input.pause()
      output.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (chunk: Buffer) => {
      for (const character of chunk.toString('utf8')) {
        if (character === '\r' || character === '\n') return done()
        if (character === '\u0003') return done(new PromptCancelled('Cancelled.'))
        if (character === '\u0004') {
          if (typed === '') return done(new PromptCancelled('No password given.'))
          return done()
        }
        if (character === '\u007f' || character === '\b') typed = [...typed].slice(0, -1).join('')
        else if (character >= ' ') typed += character
      }
    }
    input.setRawMode(true)
    input.resume()
    input.on('data', onData)
  })
}
