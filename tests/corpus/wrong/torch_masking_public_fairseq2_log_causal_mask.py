# track: torch
# exercise: masking
# why: causal_mask ports fairseq2's causal attention mask, torch.ones(t, t).tril_() followed by .log_(), which turns the 1s into 0 and the 0s into -inf (an additive float bias), so it returns a float 0/-inf tensor instead of a bool mask (and True-means-visible no longer holds: every visible place is 0, False)
# kind: public
# diagnosis: mask-not-bool, mask-inverted
import torch


def causal_mask(t, device=None):
    mask = torch.ones((t, t), device=device)
    mask.tril_(diagonal=0)
    mask.log_()  # 0 where visible, -inf where hidden
    return mask
