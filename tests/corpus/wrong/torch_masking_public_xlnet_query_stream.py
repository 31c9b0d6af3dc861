# track: torch
# exercise: masking
# why: causal_mask returns the query-stream mask of XLNet's two-stream attention, where a position must not see its own content (key j visible only when j < i), so the diagonal is hidden and query 0 sees no key at all
# kind: public
# diagnosis: causal-no-diagonal
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    # XLNet: the query stream g_i may use the content of the positions before i,
    # never its own token (that is what it has to predict).
    pos = torch.arange(t, device=device)
    return pos[None, :] < pos[:, None]  # (T, T), True = visible
