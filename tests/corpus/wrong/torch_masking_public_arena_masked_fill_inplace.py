# track: torch
# exercise: masking
# why: mask_scores ports apply_causal_mask of ARENA's "Transformer from scratch" (TransformerLens style), attn_scores.masked_fill_(mask, self.IGNORE) with an IGNORE buffer of -inf, keeping the in-place masked_fill_, so it writes -inf into the caller's scores tensor (and a leaf that requires grad raises RuntimeError)
# kind: public
# diagnosis: input-changed, in-place-autograd
import torch

IGNORE = torch.tensor(float("-inf"))


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    # as in ARENA: attn_scores.masked_fill_(mask, self.IGNORE); return attn_scores
    scores.masked_fill_(~visible, IGNORE.to(scores.device))
    return scores
