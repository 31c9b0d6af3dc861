# track: torch
# exercise: masking
# why: mask_scores ports the masking line of the CS224n NMT assignment, e_t.data.masked_fill_(enc_masks.bool(), -float('inf')), where enc_masks marks the PADDING keys: it hides the keys the kit's mask marks visible (True means visible here), and through .data it writes -inf into the caller's scores tensor in place, past autograd's guard for leaves, and returns that same tensor
# kind: public
# diagnosis: mask-inverted,input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        enc_masks = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not enc_masks.bool().any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    scores.data.masked_fill_(enc_masks.bool(), -float("inf"))
    return scores
