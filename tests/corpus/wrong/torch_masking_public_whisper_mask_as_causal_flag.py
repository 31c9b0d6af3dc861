# track: torch
# exercise: masking
# why: mask_scores ports Whisper's SDPA path, is_causal = mask is not None and n_ctx > 1, which reads the mask only as a flag: whatever allowed holds, it hides every later key (j > i) when there is more than one query and nothing when there is one, so causal masks come out right and any other mask (padding, windows, a single query's mask) is not applied, nor is a row it leaves empty rejected
# kind: public
# diagnosis: mask-ignored, hides-visible, shows-hidden
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    n_ctx, n_keys = scores.shape[-2:]
    is_causal = allowed is not None and n_ctx > 1  # as in whisper/model.py
    if not is_causal:
        return scores.clone()
    causal = torch.ones(n_ctx, n_keys, dtype=torch.bool, device=scores.device).tril()
    return scores.masked_fill(~causal, float("-inf"))
