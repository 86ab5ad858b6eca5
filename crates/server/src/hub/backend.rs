//! A guest's terminal as the hub draws on it: the bytes go to their connection, and the size
//! and cursor are the guest's own, kept here. Nothing ever asks the server's terminal:
//! crossterm's backend answers `size()` and the cursor position from the process's own tty
//! (writing `ESC[6n` to it and waiting for a reply, or spawning `tput`), which would stop a
//! server in the background (SIGTTOU) and cost everyone seconds at each guest's resize.

use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};
use tokio::sync::mpsc::error::TrySendError;
use tokio::sync::mpsc::{Sender, WeakSender};

use super::Frame;

/// A connection's screen bytes, gathered until a frame is whole, then sent.
pub(super) struct Output {
    pub(super) sender: Sender<Frame>,
    pub(super) pending: Vec<u8>,
    /// Set when a frame found the queue full.
    pub(super) overflowed: Arc<AtomicBool>,
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        match self.sender.try_send(std::mem::take(&mut self.pending)) {
            Err(TrySendError::Full(_)) => self.overflowed.store(true, Ordering::Relaxed),
            // A connection already gone: the hub hears of it from its task.
            Err(TrySendError::Closed(_)) | Ok(()) => {}
        }
        Ok(())
    }
}

/// Draws with crossterm's escape sequences into a guest's [`Output`]; answers what it is
/// asked about the terminal from what the guest said (their window size) and what it did
/// (where it left the cursor).
pub(super) struct GuestBackend {
    inner: CrosstermBackend<Output>,
    size: Size,
    cursor: Position,
    /// Whether the cursor is hidden already (it is hidden again at every frame otherwise).
    cursor_hidden: bool,
    /// The frames' queue, to tell how full it is (the output holds the sender itself).
    queue: WeakSender<Frame>,
}

impl GuestBackend {
    pub(super) fn new(output: Output, size: Size) -> Self {
        GuestBackend {
            queue: output.sender.downgrade(),
            inner: CrosstermBackend::new(output),
            size,
            cursor: Position::ORIGIN,
            cursor_hidden: false,
        }
    }

    /// The guest's window changed to `size`.
    pub(super) fn set_size(&mut self, size: Size) {
        self.size = size;
    }

    /// Frames waiting to be sent to the guest's connection.
    pub(super) fn queued(&self) -> usize {
        self.queue
            .upgrade()
            .map_or(0, |sender| sender.max_capacity() - sender.capacity())
    }

    /// The bytes' way to the guest, for what is written outside a frame.
    pub(super) fn writer(&mut self) -> &mut impl Write {
        &mut self.inner
    }
}

impl Backend for GuestBackend {
    type Error = std::io::Error;

    fn draw<'a, I>(&mut self, content: I) -> std::io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        // A frame the same as the one before is no bytes at all (not even the colours
        // reset after the cells).
        let mut content = content.peekable();
        if content.peek().is_none() {
            return Ok(());
        }
        self.inner.draw(content)
    }

    fn append_lines(&mut self, n: u16) -> std::io::Result<()> {
        self.inner.append_lines(n)
    }

    fn hide_cursor(&mut self) -> std::io::Result<()> {
        if self.cursor_hidden {
            return Ok(());
        }
        self.cursor_hidden = true;
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> std::io::Result<()> {
        self.cursor_hidden = false;
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> std::io::Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> std::io::Result<()> {
        let position = position.into();
        self.cursor = position;
        self.inner.set_cursor_position(position)
    }

    // A screen cleared (a resize, Ctrl-L) has its cursor hidden again by the next frame,
    // whatever the guest's terminal did meanwhile.
    fn clear(&mut self) -> std::io::Result<()> {
        self.cursor_hidden = false;
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> std::io::Result<()> {
        self.cursor_hidden = false;
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> std::io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> std::io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size,
            pixels: Size::default(),
        })
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::{Terminal, TerminalOptions, Viewport};

    fn guest_terminal() -> (Terminal<GuestBackend>, tokio::sync::mpsc::Receiver<Frame>) {
        let (sender, frames) = tokio::sync::mpsc::channel(8);
        let output = Output {
            sender,
            pending: Vec::new(),
            overflowed: Arc::new(AtomicBool::new(false)),
        };
        let size = Size::new(80, 24);
        let backend = GuestBackend::new(output, size);
        let options = TerminalOptions {
            viewport: Viewport::Fixed(size.into()),
        };
        let terminal = Terminal::with_options(backend, options).expect("no I/O to fail");
        (terminal, frames)
    }

    fn sent(frames: &mut tokio::sync::mpsc::Receiver<Frame>) -> String {
        let mut bytes = Vec::new();
        while let Ok(frame) = frames.try_recv() {
            bytes.extend(frame);
        }
        String::from_utf8_lossy(&bytes).into_owned()
    }

    fn draw(terminal: &mut Terminal<GuestBackend>, text: &str) {
        terminal
            .draw(|frame| {
                let style = ratatui::style::Style::default();
                frame.buffer_mut().set_string(0, 0, text, style);
            })
            .expect("no I/O to fail");
    }

    #[test]
    fn a_frame_the_same_as_the_one_before_sends_no_bytes_at_all() {
        const HIDE_CURSOR: &str = "\u{1b}[?25l";
        let (mut terminal, mut frames) = guest_terminal();
        draw(&mut terminal, "one");
        let first = sent(&mut frames);
        assert!(
            first.contains("one") && first.contains(HIDE_CURSOR),
            "{first:?}"
        );
        draw(&mut terminal, "one");
        assert_eq!(sent(&mut frames), "", "nothing changed, nothing sent");
        // A change: only its cells, the cursor hidden already.
        draw(&mut terminal, "two");
        let second = sent(&mut frames);
        assert!(
            second.contains("two") && !second.contains(HIDE_CURSOR),
            "{second:?}"
        );
        // Ctrl-L: the screen cleared, and the next frame whole, the cursor hidden again.
        terminal.clear().expect("no I/O to fail");
        draw(&mut terminal, "two");
        let whole = sent(&mut frames);
        assert!(
            whole.contains("two") && whole.contains(HIDE_CURSOR),
            "{whole:?}"
        );
    }

    #[test]
    fn a_resize_and_a_clear_are_answered_from_the_guest_s_own_size() {
        let (mut terminal, mut frames) = guest_terminal();
        terminal.backend_mut().set_size(Size::new(120, 40));
        terminal
            .resize(Size::new(120, 40).into())
            .expect("no I/O to fail");
        terminal.clear().expect("no I/O to fail");
        assert_eq!(terminal.size().expect("known"), Size::new(120, 40));
        let completed = terminal
            .draw(|frame| assert_eq!(frame.area().width, 120))
            .expect("drawn");
        assert_eq!(completed.area.height, 40);
        let mut bytes = Vec::new();
        while let Ok(frame) = frames.try_recv() {
            bytes.extend(frame);
        }
        // The screen was cleared for the guest, and nothing asked a terminal where its
        // cursor is (ESC [ 6 n): the answer would come from the server's own.
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.contains("\u{1b}[1;1H\u{1b}[J"), "{text:?}");
        assert!(!text.contains("\u{1b}[6n"), "{text:?}");
    }
}
