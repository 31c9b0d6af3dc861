# track: torch
# exercise: masking
# why: mask_scores ports nanoGPT's att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf')), slicing the mask down to the scores' last two sizes before use and never checking it, so a mask too large to broadcast is cut to fit instead of rejected, and a query row with no visible key is not rejected either
# kind: public
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    t, s = scores.shape[-2], scores.shape[-1]
    return scores.masked_fill(allowed[..., :t, :s] == 0, float("-inf"))
