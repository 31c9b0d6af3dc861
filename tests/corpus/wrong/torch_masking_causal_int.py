# track: torch
# exercise: masking
# why: causal_mask builds the mask from integer aranges and returns int64 0/1 values
# diagnosis: mask-not-bool


def causal_mask(t, device=None):
    i = torch.arange(t, device=device)
    return (i[:, None] >= i[None, :]).long()
